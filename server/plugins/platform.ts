import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { NO_RETRY, PlatformClient, type RetryPolicy, type TokenHolder } from '../platform/platform-client.ts';
import type { PlatformHttp } from '../platform/platform-http.ts';
import type { TokenRefresher } from '../platform/token-refresher.ts';
import { forgetTokens, storeTokens } from '../session/console-session.ts';

function sessionTokens(request: FastifyRequest): TokenHolder {
  return {
    get: () => request.session.tokens,
    set: (pair) => storeTokens(request.session, pair),
    clear: () => forgetTokens(request.session),
  };
}

/**
 * The platform clients: every request's own, bound to its session's tokens (`request.platform`); one bound to a
 * token the session holds for a single purpose (`request.platformWithToken`: the pre-verification token, neither
 * refreshed nor retried on 429); and one without tokens for the no-auth calls of the readiness check.
 */
export interface PlatformOptions {
  http: PlatformHttp;
  refresher: TokenRefresher;
  retry?: RetryPolicy;
}

export const platformClients = fp(async function platformClients(app: FastifyInstance, { http, refresher, retry }: PlatformOptions): Promise<void> {
  app.decorate('anonymousPlatform', new PlatformClient({ http, retry: NO_RETRY }));
  app.decorateRequest('platform', {
    getter(this: FastifyRequest) {
      const client = new PlatformClient({ http, refresher, tokens: sessionTokens(this), retry, requestId: String(this.id) });
      Object.defineProperty(this, 'platform', { value: client });
      return client;
    },
  });
  app.decorateRequest('platformWithToken', function (this: FastifyRequest, token: string) {
    const tokens: TokenHolder = { get: () => ({ token, refreshToken: '' }), set: () => {}, clear: () => {} };
    return new PlatformClient({ http, tokens, retry: NO_RETRY, requestId: String(this.id) });
  });
}, { name: 'platform', dependencies: ['sessions'] });

declare module 'fastify' {
  interface FastifyInstance {
    /** Makes only no-auth calls, without retries (the readiness check). */
    anonymousPlatform: PlatformClient;
  }

  interface FastifyRequest {
    /** The platform API acting for this request's session. */
    platform: PlatformClient;
    /** The platform API acting with one token the session holds, as it is (no refresh, no 429 retry). */
    platformWithToken(token: string): PlatformClient;
  }
}
