import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import fp from 'fastify-plugin';

// No inline script, no other origin: every asset is served by the console itself.
const CSP_DIRECTIVES = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
};

/**
 * Security headers on every answer (pages, fragments, files, errors) through helmet: the strict
 * content security policy above and nothing of helmet's default policy, pages framed only by the
 * console itself, the referrer kept within the origin. HSTS is left to the proxy that terminates TLS.
 * A page with its own stylesheet (a dashboard's grid) names it in `reply.styleHashes`: the policy of
 * that answer alone allows exactly that stylesheet, by its hash.
 */
export const securityHeaders = fp(async function securityHeaders(app: FastifyInstance): Promise<void> {
  // Made once: @fastify/helmet made helmet's middleware again on every request (its policy parsed each time).
  const setHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    referrerPolicy: { policy: 'same-origin' },
    xFrameOptions: { action: 'sameorigin' },
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (err?: unknown) => done(err as Error | undefined));
  });
  app.decorateReply('styleHashes', null);
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.styleHashes?.length) return;
    const policy = String(reply.getHeader('content-security-policy') ?? '');
    reply.header('content-security-policy', policy.replace(/style-src [^;]*/, (directive) => `${directive} ${reply.styleHashes!.join(' ')}`));
  });
}, { name: 'security-headers' });

declare module 'fastify' {
  interface FastifyReply {
    /** CSP sources (`'sha256-…'`) of the inline stylesheets this answer carries. */
    styleHashes: string[] | null;
  }
}
