import type { FastifyRequest } from 'fastify';
import { safeRedirectPath, stripBasePath } from '../base-path.ts';

/**
 * The console page an absolute address names (the Referer, or the page an htmx request came
 * from), BASE_PATH stripped; null when it is another site or no page worth going back to.
 */
export function consolePageOf(request: FastifyRequest, address: string | undefined): string | null {
  if (!address) return null;
  let from: URL;
  try {
    from = new URL(address);
  } catch {
    return null;
  }
  // Compare as URLs do, so that an explicit default port (localhost:80) matches its absence.
  const origin = request.publicOrigin();
  if (from.host !== (origin ? new URL(origin).host : new URL(`${from.protocol}//${request.host}`).host)) return null;
  const path = stripBasePath(basePathOf(request), from.pathname);
  return path ? safeRedirectPath(path + from.search) : null;
}

/**
 * The console page the user came from (same host, from the Referer), for Cancel and Back
 * actions; home when there is none or it is the page being refused.
 */
export function backPath(request: FastifyRequest): string {
  const page = consolePageOf(request, request.headers.referer);
  return page && page.split('?', 1)[0] !== request.consolePath ? page : '/home';
}

/** BASE_PATH, read off the request: its path minus the console path. */
function basePathOf(request: FastifyRequest): string {
  const path = request.url.split('?', 1)[0];
  return path.slice(0, path.length - request.consolePath.length);
}
