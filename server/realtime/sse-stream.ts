import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Clock } from '../clock.ts';
import { endForReconnect, type OpenStream } from '../lifecycle/open-streams.ts';
import type { LiveChannel, LiveEvent, StreamSink, TopicSpec } from './live-channel.ts';

/** The browser waits this long before reconnecting a dropped stream. */
const RETRY_MS = 2000;
/** A client that reads this far behind is dropped (its EventSource reconnects and gets a snapshot). */
const MAX_BUFFERED_BYTES = 1024 * 1024;

export interface StreamOptions {
  channel: LiveChannel;
  topics: TopicSpec[];
  /** The browser's `Last-Event-ID`, when it reconnects. */
  lastEventId?: string;
  /**
   * The SSE data of an event for this stream (rendered in its language): HTML for a `swap` event, or another
   * event's name and data (a chart's `points`); null sends nothing.
   */
  render(event: LiveEvent): string | { event: string; data: string } | null;
  clock: Clock;
  keepAliveMs: number;
  /** The answer's headers so far (security headers), sent with the stream's own. */
  headers: OutgoingHttpHeaders;
  /** Tracks the stream while it is open (the replica's `openStreams`); returns its release. */
  register(stream: OpenStream): () => void;
  /** An event sent first on every (re)connection, before any swap (the tiles the stream took). */
  opening?: { event: string; data: string };
}

/** The headers of every live-data stream: not cached, not transformed, not buffered by a proxy (nginx). */
export const SSE_HEADERS: OutgoingHttpHeaders = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  'x-accel-buffering': 'no',
};

function frame(name: string, data: string, id?: string): string {
  const lines = data.split('\n').map((line) => `data: ${line}`).join('\n');
  return `${id ? `id: ${id}\n` : ''}event: ${name}\n${lines}\n\n`;
}

/**
 * One page's Server-Sent Events stream: `swap` events carry server-rendered HTML (`points` events a chart's points), keep-alive comments flow
 * every 15 s, a reconnecting EventSource gets what it missed since `Last-Event-ID` (else a snapshot of the
 * current state), and an `end` event closes it for good (the session ended). A replica shutting down ends it
 * with a short `retry`, so the browser reconnects at once, through the proxy, to another replica.
 */
export function openSseStream(req: IncomingMessage, res: ServerResponse, options: StreamOptions): void {
  const keys = new Set(options.topics.map((t) => t.key));
  let cancelKeepAlive: (() => void) | null = null;
  let done = false;
  const write = (text: string) => {
    if (done) return;
    res.write(text);
    if (res.writableLength > MAX_BUFFERED_BYTES) finish();
  };
  const send = (event: LiveEvent) => {
    const data = options.render(event);
    if (typeof data === 'string') write(frame('swap', data, event.id));
    else if (data !== null) write(frame(data.event, data.data, event.id));
  };
  const sink: StreamSink = {
    keys,
    deliver: send,
    end(reason) {
      write(frame('end', reason));
      finish();
    },
    drop: () => finish(true),
  };
  let release = () => {};
  /** Ends the stream; `reconnect` (the replica is going away) tells the browser to come back soon, to another replica. */
  const finish = (reconnect = false) => {
    if (done) return;
    done = true;
    cancelKeepAlive?.();
    release();
    options.channel.detach(sink);
    if (reconnect) endForReconnect(res);
    else res.end();
  };
  const keepAlive = () => {
    cancelKeepAlive = options.clock.schedule(options.keepAliveMs, () => {
      write(': keep-alive\n\n');
      if (!done) keepAlive();
    });
  };

  res.writeHead(200, { ...options.headers, ...SSE_HEADERS, connection: 'keep-alive' });
  res.write(`retry: ${RETRY_MS}\n\n`);
  if (options.opening) res.write(frame(options.opening.event, options.opening.data));
  release = options.register({ reconnectElsewhere: () => finish(true) });
  req.on('close', () => finish());
  res.on('error', () => finish());
  const missed = options.lastEventId ? options.channel.missedSince(options.lastEventId, keys) : null;
  options.channel.attach(sink, options.topics);
  for (const event of missed ?? options.channel.snapshot(keys)) send(event);
  keepAlive();
}
