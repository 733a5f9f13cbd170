import type { Clock } from '../clock.ts';
import type { TokenRefresher } from '../platform/token-refresher.ts';
import type { TokenPair } from '../platform/tokens.ts';
import { PlatformSocket } from '../platform/ws/platform-socket.ts';
import type { SessionStore } from '../session/session-store.ts';
import type { SessionLifetime } from '../session/session-lifetime.ts';
import { LiveChannel } from './live-channel.ts';
import { SessionTokens } from './session-tokens.ts';

/** Keep-alive comments on every stream, and the check that the session still stands. */
export const KEEP_ALIVE_MS = 15_000;
/** How long a session's socket outlives its last stream. */
export const LINGER_MS = 10_000;

export interface HubDeps {
  platformUrl: string;
  store: SessionStore;
  refresher: TokenRefresher;
  lifetime: SessionLifetime;
  clock: Clock;
  log: { warn(obj: object, msg: string): void; debug(obj: object, msg: string): void };
  /** The gauge of sockets open to the platform (`floorboard_platform_sockets_open`). */
  openSockets?: { inc(): void; dec(): void };
}

interface Entry {
  channel: LiveChannel;
  tokens: SessionTokens;
  cancelCheck: () => void;
}

/**
 * The live-data bridge of this replica: one channel (one platform socket) per console session that has an
 * open stream, opened on the first stream and closed after the last one, at sign-out, or when the session's
 * lifetime ends (checked with every keep-alive).
 */
export class LiveHub {
  readonly #deps: HubDeps;
  readonly #entries = new Map<string, Entry>();

  constructor(deps: HubDeps) {
    this.#deps = deps;
  }

  get clock(): Clock {
    return this.#deps.clock;
  }

  /** The channel of a session, opened now when it has none. */
  channel(sid: string, tokens: TokenPair): LiveChannel {
    const existing = this.#entries.get(sid);
    if (existing) return existing.channel;
    const { clock, log } = this.#deps;
    const sessionTokens = new SessionTokens(
      { sid, store: this.#deps.store, refresher: this.#deps.refresher, lifetime: this.#deps.lifetime, clock, onEnded: (reason) => this.end(sid, reason) },
      tokens,
    );
    const socket = new PlatformSocket({
      platformUrl: this.#deps.platformUrl,
      token: (expired) => sessionTokens.token(expired),
      clock,
      log,
      onRefused: (reason) => this.end(sid, reason),
      openCount: this.#deps.openSockets,
    });
    const entry: Entry = {
      tokens: sessionTokens,
      cancelCheck: () => {},
      channel: new LiveChannel({
        socket,
        clock,
        lingerMs: LINGER_MS,
        onClosed: () => {
          entry.tokens.stop();
          entry.cancelCheck();
          if (this.#entries.get(sid) === entry) this.#entries.delete(sid);
        },
      }),
    };
    const check = () => {
      entry.cancelCheck = clock.schedule(KEEP_ALIVE_MS, () => {
        entry.tokens.check().then((ok) => ok && !entry.channel.closed && check(), (err: unknown) => {
          log.debug({ err }, 'live data: session check failed');
          if (!entry.channel.closed) check();
        });
      });
    };
    check();
    this.#entries.set(sid, entry);
    return entry.channel;
  }

  /** Ends a session's live data: its streams are told and closed, its socket closed. */
  end(sid: string, reason: string): void {
    this.#entries.get(sid)?.channel.close(reason);
  }

  /** Open channels (each one platform socket). */
  get channelCount(): number {
    return this.#entries.size;
  }

  /** Platform sockets opened so far by the open channels (tests: one per session, however many streams). */
  socketsOpened(sid: string): number {
    return this.#entries.get(sid)?.channel.socket.opened ?? 0;
  }

  /** Topics of all sessions whose subscription has answered (tests wait on it before posting values). */
  get answeredTopics(): number {
    let answered = 0;
    for (const { channel } of this.#entries.values()) answered += channel.answeredTopics;
    return answered;
  }

  has(sid: string): boolean {
    return this.#entries.has(sid);
  }

  /** The console shuts down: streams are cut (browsers reconnect, to another replica), sockets closed. */
  close(): void {
    for (const { channel } of [...this.#entries.values()]) channel.drop();
  }
}
