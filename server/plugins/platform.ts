import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PlatformClient, type RetryPolicy, type TokenHolder } from '../platform/platform-client.ts';
import type { PlatformHttp } from '../platform/platform-http.ts';
import type { TokenRefresher } from '../platform/token-refresher.ts';

function sessionTokens(request: FastifyRequest): TokenHolder {
  return {
    get: () => request.session.tokens,
    set: (pair) => {
      request.session.tokens = pair;
    },
    clear: () => {
      request.session.tokens = undefined;
    },
  };
}

/** Gives every request a platform client bound to its session's tokens. */
export function platformClients(app: FastifyInstance, refresher: TokenRefresher, http: PlatformHttp, retry?: RetryPolicy): void {
  app.decorateRequest('platform', {
    getter(this: FastifyRequest) {
      const client = new PlatformClient({ http, refresher, tokens: sessionTokens(this), retry, requestId: String(this.id) });
      Object.defineProperty(this, 'platform', { value: client });
      return client;
    },
  });
}
