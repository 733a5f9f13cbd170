import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export const CSRF_COOKIE = 'floorboard_csrf';
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export class CsrfError extends Error {
  override name = 'CsrfError';
}

/**
 * Signed double-submit token: a random value in a signed httpOnly cookie, repeated in every form
 * (`_csrf`) or htmx request header (`x-csrf-token`). It works before sign-in, where there is no
 * session yet, and a cross-site page can neither read nor forge it.
 */
export function csrfProtection(app: FastifyInstance, cookiePath: string): void {
  app.decorateRequest('csrfToken', '');

  app.addHook('onRequest', async (request, reply) => {
    const signed = request.cookies[CSRF_COOKIE];
    const unsigned = signed ? request.unsignCookie(signed) : null;
    if (unsigned?.valid && unsigned.value) {
      request.csrfToken = unsigned.value;
      return;
    }
    request.csrfToken = randomBytes(24).toString('base64url');
    reply.setCookie(CSRF_COOKIE, request.csrfToken, { path: cookiePath, httpOnly: true, sameSite: 'lax', secure: 'auto', signed: true });
  });

  app.addHook('preHandler', async (request) => {
    if (!UNSAFE.has(request.method)) return;
    const sent = submittedToken(request);
    if (!sent || !sameToken(sent, request.csrfToken)) throw new CsrfError('CSRF token missing or invalid');
  });
}

function submittedToken(request: FastifyRequest): string | undefined {
  const header = request.headers['x-csrf-token'];
  if (typeof header === 'string') return header;
  const body = request.body as Record<string, unknown> | undefined;
  return typeof body?._csrf === 'string' ? body._csrf : undefined;
}

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

declare module 'fastify' {
  interface FastifyRequest {
    csrfToken: string;
  }
}
