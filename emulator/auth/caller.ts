import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../http/api-error.ts';
import type { Authority } from '../store/users.ts';
import type { Claims } from './jwt.ts';

/** The authenticated user as the access token describes it (the platform does not reload the user). */
export interface Caller {
  userId: string;
  email: string;
  authority: string;
  sessionId: string;
  tenantId: string;
  customerId: string;
  iat: number;
}

const callers = new WeakMap<FastifyRequest, Caller>();

export function callerFromClaims(claims: Claims): Caller {
  const scopes = claims.scopes;
  if (!Array.isArray(scopes) || scopes.length === 0 || typeof claims.userId !== 'string') {
    throw unauthorized('Authentication failed');
  }
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    userId: claims.userId,
    email: text(claims.sub),
    authority: String(scopes[0]),
    sessionId: text(claims.sessionId),
    tenantId: text(claims.tenantId),
    customerId: text(claims.customerId),
    iat: typeof claims.iat === 'number' ? claims.iat : 0,
  };
}

export function setCaller(request: FastifyRequest, caller: Caller): void {
  callers.set(request, caller);
}

/** The caller, after checking the endpoint's authority list (403/20 when not listed). */
export function requireAuthority(request: FastifyRequest, ...allowed: Authority[]): Caller {
  const caller = callers.get(request);
  if (!caller) throw unauthorized('Authentication failed');
  if (!(allowed as string[]).includes(caller.authority)) throw forbidden();
  return caller;
}

/** For the three endpoints a 2FA pre-verification token may call. */
export function requirePreVerification(request: FastifyRequest): Caller {
  const caller = callers.get(request);
  if (!caller) throw unauthorized('Authentication failed');
  if (caller.authority !== PRE_VERIFICATION) throw forbidden();
  return caller;
}

export const PRE_VERIFICATION = 'PRE_VERIFICATION_TOKEN';
export const SA: Authority = 'SYS_ADMIN';
export const TA: Authority = 'TENANT_ADMIN';
export const CU: Authority = 'CUSTOMER_USER';
export const ANY_USER: Authority[] = [SA, TA, CU];
