import type { FastifyRequest } from 'fastify';
import { safeRedirectPath, stripBasePath } from '../base-path.ts';

/**
 * The console page the user came from (same host, from the Referer), for Cancel and Back
 * actions; home when there is none or it is the page being refused.
 */
export function backPath(request: FastifyRequest): string {
  const referer = request.headers.referer;
  if (!referer) return '/home';
  let from: URL;
  try {
    from = new URL(referer);
  } catch {
    return '/home';
  }
  // Compare as URLs do, so that an explicit default port (localhost:80) matches its absence.
  if (from.host !== new URL(`${from.protocol}//${request.host}`).host) return '/home';
  const path = stripBasePath(basePathOf(request), from.pathname);
  const candidate = path && safeRedirectPath(path + from.search);
  return candidate && path !== request.consolePath ? candidate : '/home';
}

/** BASE_PATH, read off the request: its path minus the console path. */
function basePathOf(request: FastifyRequest): string {
  const path = request.url.split('?', 1)[0];
  return path.slice(0, path.length - request.consolePath.length);
}
