import type { FastifyInstance } from 'fastify';
import fastifyHelmet from '@fastify/helmet';

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
 */
export async function securityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    referrerPolicy: { policy: 'same-origin' },
    xFrameOptions: { action: 'sameorigin' },
    strictTransportSecurity: false,
  });
}
