import { request, type IncomingHttpHeaders } from 'node:http';
import { request as requestTls } from 'node:https';
import { eventually } from './eventually.ts';

export interface SseEvent {
  id?: string;
  event: string;
  data: string;
}

export interface SseClient {
  status: number;
  headers: IncomingHttpHeaders;
  /** Everything received so far, as text (comments and the retry line included). */
  raw(): string;
  events: SseEvent[];
  /** Waits for an event (after those already seen when `fromIndex` is given) that matches. */
  next(match: (e: SseEvent) => boolean, what: string, fromIndex?: number): Promise<SseEvent>;
  ended: Promise<void>;
  close(): void;
}

/** Reads a stream's text chunks into events as EventSource does (comments skipped, data lines joined); events without data are dropped. */
export function sseParser(onEvent: (event: SseEvent) => void): (chunk: string) => void {
  let pending = '';
  return (chunk) => {
    pending += chunk;
    let cut: number;
    while ((cut = pending.indexOf('\n\n')) >= 0) {
      const block = pending.slice(0, cut);
      pending = pending.slice(cut + 2);
      const event: SseEvent = { event: 'message', data: '' };
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) continue;
        const [field, ...rest] = line.split(':');
        const value = rest.join(':').replace(/^ /, '');
        if (field === 'id') event.id = value;
        else if (field === 'event') event.event = value;
        else if (field === 'data') data.push(value);
      }
      if (data.length) onEvent({ ...event, data: data.join('\n') });
    }
  };
}

/**
 * A Server-Sent Events reader over a real HTTP connection, as a browser's EventSource reads the stream; over https
 * it accepts the test's self-signed certificate (the nginx of tests/helpers/nginx.ts).
 */
export function openSse(url: string, headers: Record<string, string>): Promise<SseClient> {
  return new Promise((resolve, reject) => {
    const options = { headers: { accept: 'text/event-stream', ...headers } };
    const open = url.startsWith('https:') ? (done: Parameters<typeof request>[2]) => requestTls(url, { ...options, rejectUnauthorized: false }, done) : (done: Parameters<typeof request>[2]) => request(url, options, done);
    const req = open((res) => {
      let text = '';
      const events: SseEvent[] = [];
      let endResolve: () => void;
      const ended = new Promise<void>((r) => (endResolve = r));
      res.setEncoding('utf8');
      const parse = sseParser((event) => events.push(event));
      res.on('data', (chunk: string) => {
        text += chunk;
        parse(chunk);
      });
      res.on('end', () => endResolve());
      res.on('close', () => endResolve());
      resolve({
        status: res.statusCode ?? 0,
        headers: res.headers,
        raw: () => text,
        events,
        next: (match, what, fromIndex = 0) => eventually(() => events.slice(fromIndex).find(match), what, 20_000),
        ended,
        close: () => req.destroy(),
      });
    });
    req.on('error', reject);
    req.end();
  });
}
