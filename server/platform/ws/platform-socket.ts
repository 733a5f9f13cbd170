import WebSocket from 'ws';
import type { Clock } from '../../clock.ts';
import { telemetryApi } from '../api/telemetry.ts';
import { mergeFrames, readUpdate, subscribeFrame, unsubscribeFrame, type PlatformUpdate, type SubscriptionCommand } from './telemetry-commands.ts';

/** Reconnection waits: doubling from the first to the last, with up to a fifth more at random. */
export const RECONNECT_BASE_MS = 1000;
export const RECONNECT_MAX_MS = 30_000;

export interface SocketDeps {
  /** The platform's base URL (http or https). */
  platformUrl: string;
  /** A fresh access token; `expired` says the platform refused the last one as expired. */
  token(expired: boolean): Promise<string>;
  clock: Clock;
  log: { warn(obj: object, msg: string): void; debug(obj: object, msg: string): void };
  /** The platform refused the session (a token that cannot be renewed). */
  onRefused(reason: string): void;
  /** Counts the sockets open to the platform (the metrics' gauge): one up when one opens, one down when it closes. */
  openCount?: { inc(): void; dec(): void };
}

interface Subscription {
  command: SubscriptionCommand;
  listener: (update: PlatformUpdate) => void;
}

/**
 * One WebSocket to the platform's telemetry endpoint (contract 6), with any number of subscriptions on it.
 * The token is read only when connecting; a socket that drops reconnects with backoff and subscribes again
 * to everything it had, and a refused upgrade with an expired token gets a renewed one.
 */
export class PlatformSocket {
  readonly #deps: SocketDeps;
  readonly #subscriptions = new Map<number, Subscription>();
  #ws: WebSocket | null = null;
  #nextCmdId = 1;
  #attempt = 0;
  #closed = false;
  #expired = false;
  #cancelRetry: (() => void) | null = null;
  /** Sockets opened so far (tests and figures). */
  opened = 0;

  constructor(deps: SocketDeps) {
    this.#deps = deps;
  }

  get isOpen(): boolean {
    return this.#ws?.readyState === WebSocket.OPEN;
  }

  get subscriptionCount(): number {
    return this.#subscriptions.size;
  }

  subscribe(command: SubscriptionCommand, listener: (update: PlatformUpdate) => void): number {
    const cmdId = this.#nextCmdId++;
    this.#subscriptions.set(cmdId, { command, listener });
    if (this.isOpen) this.#send(subscribeFrame(cmdId, command));
    else this.#connect();
    return cmdId;
  }

  unsubscribe(cmdId: number): void {
    const subscription = this.#subscriptions.get(cmdId);
    if (!subscription) return;
    this.#subscriptions.delete(cmdId);
    if (this.isOpen) this.#send(unsubscribeFrame(cmdId, subscription.command));
  }

  close(): void {
    this.#closed = true;
    this.#cancelRetry?.();
    this.#subscriptions.clear();
    const ws = this.#ws;
    this.#ws = null;
    if (ws) ws.readyState === WebSocket.CONNECTING ? ws.terminate() : ws.close(1000);
  }

  #connect(): void {
    if (this.#closed || this.#ws || this.#cancelRetry) return;
    const expired = this.#expired;
    this.#expired = false;
    this.#deps.token(expired).then(
      (token) => this.#open(token),
      (error: unknown) => {
        this.#deps.log.warn({ err: error }, 'live data: no platform token');
        this.#retry();
      },
    );
  }

  #open(token: string): void {
    if (this.#closed || this.#ws) return;
    const ws = new WebSocket(telemetryApi.socketUrl(this.#deps.platformUrl, token), { handshakeTimeout: 10_000 });
    this.#ws = ws;
    this.opened++;
    let counted = false;
    ws.on('open', () => {
      counted = true;
      this.#deps.openCount?.inc();
      this.#attempt = 0;
      const frames = [...this.#subscriptions].map(([cmdId, s]) => subscribeFrame(cmdId, s.command));
      if (frames.length) this.#send(mergeFrames(frames));
    });
    ws.on('message', (data, isBinary) => {
      if (isBinary) return;
      const update = readUpdate(data.toString());
      if (update) this.#subscriptions.get(update.cmdId)?.listener(update);
    });
    ws.on('unexpected-response', (_request, response) => {
      // contract 6.1: 401 (errorCode 11 when expired): connect again with a renewed token; anything else is a drop.
      if (response.statusCode === 401) this.#expired = true;
      response.resume();
      ws.terminate();
    });
    ws.on('error', (error) => this.#deps.log.debug({ err: error }, 'live data: platform socket error'));
    ws.on('close', (code, reason) => {
      if (counted) this.#deps.openCount?.dec();
      counted = false;
      if (this.#ws !== ws) return;
      this.#ws = null;
      if (this.#closed) return;
      if (code === 1008) this.#deps.log.warn({ code, reason: reason.toString() }, 'live data: the platform closed the socket');
      this.#retry();
    });
  }

  #retry(): void {
    if (this.#closed || this.#subscriptions.size === 0) return;
    const wait = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** this.#attempt) * (1 + Math.random() * 0.2);
    this.#attempt++;
    this.#cancelRetry = this.#deps.clock.schedule(wait, () => {
      this.#cancelRetry = null;
      this.#connect();
    });
  }

  #send(frame: Record<string, unknown[]>): void {
    this.#ws?.send(JSON.stringify(frame));
  }
}
