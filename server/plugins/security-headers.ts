import type { FastifyInstance } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
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

/** The headers helmet sets with these settings: it is run once against a recorder, so the set stays helmet's own. */
function helmetHeaders(): [string, string][] {
  const middleware = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    referrerPolicy: { policy: 'same-origin' },
    xFrameOptions: { action: 'sameorigin' },
    strictTransportSecurity: false,
  });
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: unknown) => headers.push([name.toLowerCase(), String(value)]),
    removeHeader: () => {},
  };
  let failure: unknown;
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    failure = err;
  });
  if (failure || headers.length === 0) throw new Error(`helmet set no headers: ${String(failure)}`);
  return headers;
}

/**
 * Security headers on every answer (pages, fragments, files, errors) through helmet: the strict
 * content security policy above and nothing of helmet's default policy, pages framed only by the
 * console itself, the referrer kept within the origin. HSTS is left to the proxy that terminates TLS.
 * A page with its own stylesheet (a dashboard's grid) names it in `reply.styleHashes`: the policy of
 * that answer alone allows exactly that stylesheet, by its hash.
 */
export const securityHeaders = fp(async function securityHeaders(app: FastifyInstance): Promise<void> {
  // The same headers for every answer: made once and set on Fastify's reply, not on the raw response, so that Node
  // writes them once without merging two header lists (helmet's middleware ran, and parsed its policy, per request).
  const headers = helmetHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    // Indexed: destructuring each pair in a for-of made two iterators per header and request.
    for (let i = 0; i < headers.length; i++) reply.header(headers[i][0], headers[i][1]);
    done();
  });
  app.decorateReply('styleHashes', null);
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (reply.styleHashes?.length) {
      const policy = String(reply.getHeader('content-security-policy') ?? '');
      reply.header('content-security-policy', policy.replace(/style-src [^;]*/, (directive) => `${directive} ${reply.styleHashes!.join(' ')}`));
    }
    done(null, payload);
  });
}, { name: 'security-headers' });

declare module 'fastify' {
  interface FastifyReply {
    /** CSP sources (`'sha256-…'`) of the inline stylesheets this answer carries. */
    styleHashes: string[] | null;
  }
}
