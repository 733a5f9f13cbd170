import type { FastifyInstance } from 'fastify';

// No inline script, no other origin: every asset is served by the console itself. A page's own stylesheet
// (a dashboard's grid) is allowed by its hash only, for that response.
function csp(styleHashes: string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    ["style-src 'self'", ...styleHashes].join(' '),
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

const DEFAULT_CSP = csp([]);

export function securityHeaders(app: FastifyInstance): void {
  app.decorateReply('styleHashes', null);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('content-security-policy', reply.styleHashes ? csp(reply.styleHashes) : DEFAULT_CSP);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    reply.header('x-frame-options', 'SAMEORIGIN');
  });
}

declare module 'fastify' {
  interface FastifyReply {
    /** CSP sources (`'sha256-…'`) of the inline stylesheets this answer carries. */
    styleHashes: string[] | null;
  }
}
