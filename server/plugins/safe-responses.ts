import { createRequire } from 'node:module';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { setWithinBound } from '../limits/bounded-map.ts';

// Required, not imported: an ES import of node:http reads all its exports, and its lazy WebSocket, CloseEvent and
// MessageEvent load Node's own fetch and WebSocket (undici, with http2, worker_threads and readline), 12 MiB of memory
// the console never uses.
const { validateHeaderName, validateHeaderValue } = createRequire(import.meta.url)('node:http') as typeof import('node:http');

const MAX_REMEMBERED_NAMES = 100;

function isSendable(name: string, value: unknown): boolean {
  try {
    validateHeaderName(name);
    // A single value checked as it is: an array and an iterator per header of every answer otherwise.
    if (!Array.isArray(value)) validateHeaderValue(name, value as string);
    else for (let i = 0; i < value.length; i++) validateHeaderValue(name, value[i]);
    return true;
  } catch {
    return false;
  }
}

/**
 * A path with everything outside printable ASCII percent-encoded, so that it can stand in a
 * Location header whatever it holds (text from the platform, a line break).
 */
export function headerSafePath(path: string): string {
  return path.toWellFormed().replace(/[^\x21-\x7e]+/gu, (run) => encodeURIComponent(run));
}

/**
 * The last word when answering failed: logged, and a minimal 500 in plain text without the
 * headers that could not be sent. Never throws, so that no failure outlives its request.
 */
export function answerMinimally(request: FastifyRequest, reply: FastifyReply, err: unknown): void {
  request.log.error({ err }, 'could not answer with the error page: minimal 500 sent');
  if (reply.sent || reply.raw.headersSent) return;
  try {
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (name === 'location' || name.startsWith('hx-') || !isSendable(name, value)) reply.removeHeader(name);
    }
    reply.code(500).type('text/plain; charset=utf-8').send(`Internal Server Error (reference ${request.id})`);
  } catch (last) {
    request.log.error({ err: last }, 'minimal 500 failed: connection closed');
    reply.raw.destroy();
  }
}

/**
 * Checks every answer's headers before they are written: one the HTTP layer would refuse (a line
 * break or a character outside Latin-1 in a Location built from data) becomes a logged minimal
 * 500 here, instead of an exception thrown while the answer is written.
 */
export const guardHeaders = fp(async function guardHeaders(app: FastifyInstance): Promise<void> {
  // Most headers carry the same value on every answer (the security headers, the replica, the content type): each name's
  // last value found sendable is remembered, so that only a new value is checked (two checks through Node's wrappers
  // and a try per header and answer otherwise). Names are the console's own, so the map stays small; bounded anyway.
  const sendable = new Map<string, unknown>();
  app.addHook('onSend', (request, reply, payload, done) => {
    const headers = reply.getHeaders();
    let bad: string[] | undefined;
    for (const name in headers) {
      const value = headers[name];
      if (value !== undefined && sendable.get(name) === value) continue;
      if (!isSendable(name, value)) (bad ??= []).push(name);
      else if (!Array.isArray(value)) setWithinBound(sendable, name, value, MAX_REMEMBERED_NAMES);
    }
    if (!bad) return done(null, payload);
    request.log.error({ headers: bad, url: request.url }, 'answer with unsendable headers replaced by a minimal 500');
    for (const name of bad) reply.removeHeader(name);
    reply.removeHeader('location');
    reply.code(500).type('text/plain; charset=utf-8');
    done(null, `Internal Server Error (reference ${request.id})`);
  });
}, { name: 'safe-responses' });
