import type { FastifyRequest } from 'fastify';
import { isPlatformError } from '../platform/platform-error.ts';
import { noauthApi } from '../platform/api/noauth.ts';
import type { OAuth2ClientInfo } from '../platform/types/auth.ts';
import type { ExternalSignIn } from '../domain/external-sign-in.ts';

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

/** 'Login with {provider}' links: the platform's client url carrying the remembered address as prevUri. */
export async function externalSignIns(request: FastifyRequest, clients: ExternalSignInClients): Promise<ExternalSignIn[]> {
  const list = await clients.load(request);
  if (list.length === 0) return [];
  const { url } = request.view();
  // Without a known public origin the platform returns to its own base URL (console and platform behind one proxy).
  const origin = request.publicOrigin();
  const prevUri = origin ? `prevUri=${encodeURIComponent(`${origin}${url(request.session.redirectUrl ?? '/')}`)}` : null;
  return list.map((c) => ({ name: c.name, href: prevUri ? `${c.url}${c.url.includes('?') ? '&' : '?'}${prevUri}` : c.url }));
}
