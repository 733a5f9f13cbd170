import type { FastifyRequest } from 'fastify';
import { safeRedirectPath } from '../base-path.ts';
import { consolePageOf } from './back-path.ts';
import { answersInPlace } from './forbidden.tsx';

/**
 * The page address to come back to after sign-in, or null when there is none worth keeping: the
 * address of a page load, or for an htmx request the page in the browser that made it.
 */
export function addressToRemember(request: FastifyRequest): string | null {
  if (answersInPlace(request)) {
    const current = request.headers['hx-current-url'];
    return consolePageOf(request, typeof current === 'string' ? current : undefined);
  }
  if (request.method !== 'GET') return null;
  const i = request.url.indexOf('?');
  return safeRedirectPath(request.consolePath + (i < 0 ? '' : request.url.slice(i)));
}
