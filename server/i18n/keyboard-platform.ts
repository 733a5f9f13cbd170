import type { FastifyRequest } from 'fastify';

const APPLE = /Mac OS X|Macintosh|iPhone|iPad|iPod/;

/** Apple keyboards say Command and Option; the client-hint header wins over the User-Agent. */
export function keyboardPlatform(request: FastifyRequest): 'apple' | 'other' {
  const hint = request.headers['sec-ch-ua-platform'];
  if (typeof hint === 'string' && hint) return /macOS|iOS/i.test(hint) ? 'apple' : 'other';
  return APPLE.test(request.headers['user-agent'] ?? '') ? 'apple' : 'other';
}
