import type { FastifyInstance, FastifyRequest } from 'fastify';
import { normalizeIP } from '@fastify/rate-limit';
import { SessionStoreError } from '../session/session-store.ts';

/** `N:S` = at most N per S seconds; N = 0 turns the limit off. */
export interface AttemptLimit {
  max: number;
  windowMs: number;
}

export function parseAttemptLimit(value: string): AttemptLimit {
  const [max, seconds] = value.split(':').map(Number);
  return { max, windowMs: seconds * 1000 };
}

/** Refused, with the wait until the count leaves its window; or allowed, after holding for `pauseMs`. */
export type Verdict = { allowed: false; retryAfterMs: number } | { allowed: true; pauseMs: number };

// Across addresses, failures beyond the per-address limit hold each attempt on that username
// for 0.5 s, doubling with every further failure up to 10 s: guessing slows down, nobody is locked out.
const PAUSE_BASE_MS = 500;
const PAUSE_MAX_MS = 10_000;
const UNCOUNTED = Number.MAX_SAFE_INTEGER;
const KEY = Symbol('sign-in limit key');

type Keyed = FastifyRequest & { [KEY]?: string };
type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/**
 * The sign-in limits, counted by @fastify/rate-limit (in Redis when the sessions are, so that
 * replicas share the counts):
 * - per client address, every password attempt and reset-link request (SIGN_IN_LIMIT_PER_IP);
 * - per username and client address, wrong passwords (SIGN_IN_LIMIT_PER_USERNAME): one address
 *   guessing one account is refused, while the account's owner elsewhere still signs in;
 * - per username across addresses, wrong passwords slow every attempt on that username down.
 * Locking an account is left to the platform's own policy (maxFailedLoginAttempts).
 */
export class SignInLimits {
  readonly #perIp: AttemptLimit;
  readonly #perUser: AttemptLimit;
  readonly #address: Limiter;
  readonly #userAtAddress: Limiter;
  readonly #user: Limiter;
  readonly #ready: () => Promise<void>;

  constructor(app: FastifyInstance, limits: { perIp: AttemptLimit; perUsername: AttemptLimit }, ready: () => Promise<void> = async () => {}) {
    this.#ready = ready;
    this.#perIp = limits.perIp;
    this.#perUser = limits.perUsername;
    const keyOf = (request: FastifyRequest) => (request as Keyed)[KEY] ?? '';
    const limiter = (limit: AttemptLimit, max = limit.max) => app.createRateLimit({ max, timeWindow: limit.windowMs, keyGenerator: keyOf });
    this.#address = limiter(this.#perIp);
    this.#userAtAddress = limiter(this.#perUser);
    this.#user = limiter(this.#perUser, UNCOUNTED);
  }

  /** Counts a password attempt or reset-link request against the client's address. */
  async hitAddress(request: FastifyRequest): Promise<Verdict> {
    if (this.#perIp.max <= 0) return { allowed: true, pauseMs: 0 };
    const result = await this.#count(this.#address, request, `ip:${address(request)}`, true);
    return result.isAllowed || !result.isExceeded ? { allowed: true, pauseMs: 0 } : { allowed: false, retryAfterMs: result.ttl };
  }

  /** Before a password attempt: refused when this address has failed too often on the username, else held by the username's failures. */
  async checkUsername(request: FastifyRequest, username: string): Promise<Verdict> {
    if (this.#perUser.max <= 0) return { allowed: true, pauseMs: 0 };
    const here = await this.#count(this.#userAtAddress, request, userAtAddressKey(request, username), false);
    if (!here.isAllowed && here.remaining === 0) return { allowed: false, retryAfterMs: here.ttl };
    const everywhere = await this.#count(this.#user, request, userKey(username), false);
    const failures = everywhere.isAllowed ? 0 : UNCOUNTED - everywhere.remaining;
    const beyond = failures - this.#perUser.max;
    return { allowed: true, pauseMs: beyond < 0 ? 0 : Math.min(PAUSE_MAX_MS, PAUSE_BASE_MS * 2 ** beyond) };
  }

  /** A wrong password: counted for the username at this address and for the username everywhere. */
  async failed(request: FastifyRequest, username: string): Promise<void> {
    if (this.#perUser.max <= 0) return;
    await this.#count(this.#userAtAddress, request, userAtAddressKey(request, username), true);
    await this.#count(this.#user, request, userKey(username), true);
  }

  async #count(limiter: Limiter, request: FastifyRequest, key: string, increment: boolean) {
    (request as Keyed)[KEY] = key;
    try {
      await this.#ready();
      return await limiter(request, { increment });
    } catch (err) {
      // The counts live in the session store's Redis: without it there are no sessions either.
      throw new SessionStoreError(err);
    } finally {
      (request as Keyed)[KEY] = undefined;
    }
  }
}

function address(request: FastifyRequest): string {
  return normalizeIP(request.ip);
}

function userKey(username: string): string {
  return `user:${username.trim().toLowerCase()}`;
}

function userAtAddressKey(request: FastifyRequest, username: string): string {
  return `${userKey(username)}@${address(request)}`;
}
