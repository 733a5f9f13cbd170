import type { FastifyRequest } from 'fastify';
import { isPlatformError } from '../platform/platform-error.ts';
import { noauthApi } from '../platform/api/noauth.ts';
import type { OAuth2ClientInfo } from '../platform/types/auth.ts';

/** The sign-in page is the console's most requested page and its clients change rarely: a short cache is enough. */
export const CLIENTS_TTL_MS = 30_000;

/**
 * The platform's external sign-in clients (the same for every visitor), asked at most
 * once per TTL; concurrent renders share one call. A failure is not kept: the next render asks again.
 */
export class ExternalSignInClients {
  readonly #ttlMs: number;
  readonly #now: () => number;
  #cached: { clients: Promise<OAuth2ClientInfo[]>; expires: number } | undefined;

  constructor(ttlMs = CLIENTS_TTL_MS, now: () => number = Date.now) {
    this.#ttlMs = ttlMs;
    this.#now = now;
  }

  async load(request: FastifyRequest): Promise<OAuth2ClientInfo[]> {
    const cached = this.#cached;
    if (cached && cached.expires > this.#now()) return cached.clients;
    const clients = noauthApi
      .getOAuth2Clients(request.platform)
      .then((list) => (Array.isArray(list) ? list.filter((c) => typeof c?.url === 'string' && typeof c.name === 'string') : []));
    const entry = { clients, expires: this.#now() + this.#ttlMs };
    this.#cached = entry;
    clients.catch(() => {
      if (this.#cached === entry) this.#cached = undefined;
    });
    try {
      return await clients;
    } catch (err) {
      if (!isPlatformError(err)) throw err;
      // The form works without them; the failure is the platform's to fix.
      request.log.warn({ status: err.status, message: err.message }, 'external sign-in clients could not be loaded');
      return [];
    }
  }
}
