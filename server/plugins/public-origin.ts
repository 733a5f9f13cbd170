import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The console's origin as browsers reach it, for the few absolute URLs the console builds (help
 * base URLs, the OAuth2 `prevUri`): PUBLIC_URL when set; else, behind a trusted proxy, the
 * forwarded scheme and host; else null. The raw Host header of an untrusted client never is one.
 */
export const publicOrigins = fp(async function publicOrigins(app: FastifyInstance, { publicUrl, proxyTrusted }: { publicUrl?: string; proxyTrusted: boolean }): Promise<void> {
  const configured = publicUrl ? new URL(publicUrl).origin : null;
  app.decorateRequest('publicOrigin', function (this: FastifyRequest): string | null {
    if (configured) return configured;
    return proxyTrusted ? `${this.protocol}://${this.host}` : null;
  });
}, { name: 'public-origin' });

declare module 'fastify' {
  interface FastifyRequest {
    publicOrigin(): string | null;
  }
}
