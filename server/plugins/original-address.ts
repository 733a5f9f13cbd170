import type { FastifyRequest } from 'fastify';
import { safeRedirectPath } from '../base-path.ts';

/** The page address to come back to after sign-in, or null when there is none worth keeping. */
export function addressToRemember(request: FastifyRequest): string | null {
  if (request.method !== 'GET' || request.wantsFragment) return null;
  const i = request.url.indexOf('?');
  return safeRedirectPath(request.consolePath + (i < 0 ? '' : request.url.slice(i)));
}
