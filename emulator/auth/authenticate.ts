import type { FastifyRequest } from 'fastify';
import { tokenExpired, tooManyRequests, unauthorized } from '../http/api-error.ts';
import type { EmulatorContext } from '../context.ts';
import { callerFromClaims, setCaller } from './caller.ts';

const PUBLIC_PATHS = new Set(['/api/auth/login', '/api/auth/login/public', '/api/auth/token']);
const PUBLIC_PREFIXES = ['/api/noauth/', '/api/v1/'];
const REST_LIMIT = 'tenantServerRestLimitsConfiguration';
const CUSTOMER_REST_LIMIT = 'customerServerRestLimitsConfiguration';

function needsToken(path: string): boolean {
  if (!path.startsWith('/api/')) return false;
  if (PUBLIC_PATHS.has(path.replace(/\/+$/, ''))) return false;
  return !PUBLIC_PREFIXES.some((prefix) => path.startsWith(prefix));
}

function rawToken(request: FastifyRequest): string {
  const first = request.headers['x-authorization'];
  const header = typeof first === 'string' && first.trim() !== '' ? first : request.headers.authorization;
  // The platform drops the first 7 characters without checking that they say "Bearer ".
  if (typeof header !== 'string' || header.trim() === '' || header.length < 7) {
    throw unauthorized('Authentication failed');
  }
  return header.slice(7);
}

/** The JWT filter and the REST rate-limit filter that sit in front of every protected /api path. */
export function authenticate(ctx: EmulatorContext) {
  return async (request: FastifyRequest): Promise<void> => {
    const path = request.url.split('?')[0];
    if (!needsToken(path)) return;
    const claims = ctx.tokens.verify(rawToken(request));
    const caller = callerFromClaims(claims);
    if (ctx.outdating.isOutdated(caller.iat, caller.userId, caller.sessionId)) throw tokenExpired();
    setCaller(request, caller);
    if (caller.authority === 'TENANT_ADMIN' || caller.authority === 'CUSTOMER_USER') {
      const profiles = ctx.stores.tenantProfiles;
      const limit = profiles.configurationValueOfTenant(caller.tenantId, REST_LIMIT);
      if (typeof limit === 'string' && limit !== '' && !ctx.rateLimiter.tryConsume(caller.tenantId, limit)) {
        throw tooManyRequests('Too many requests for current tenant!');
      }
      // Customer users also spend from their customer's bucket (after the tenant's, as the platform's filter does).
      if (caller.authority !== 'CUSTOMER_USER') return;
      const customerLimit = profiles.configurationValueOfTenant(caller.tenantId, CUSTOMER_REST_LIMIT);
      if (typeof customerLimit !== 'string' || customerLimit === '') return;
      if (!ctx.rateLimiter.tryConsume(`customer:${caller.customerId}`, customerLimit)) {
        throw tooManyRequests('Too many requests for current customer!');
      }
    }
  };
}
