import type { FastifyRequest } from 'fastify';
import type { EmulatorContext } from '../context.ts';
import { isObject } from '../lib/json.ts';

/** Links in mails: the `general` baseUrl when different URLs are prohibited, else the request's own origin. */
export function baseUrl(ctx: EmulatorContext, request: FastifyRequest): string {
  const general = ctx.stores.settings.get('general');
  if (isObject(general) && general.prohibitDifferentUrl === true && typeof general.baseUrl === 'string') {
    return general.baseUrl;
  }
  return `${request.protocol}://${request.host}`;
}

export const activationLink = (base: string, token: string) => `${base}/api/noauth/activate?activateToken=${token}`;
export const resetLink = (base: string, token: string) => `${base}/api/noauth/resetPassword?resetToken=${token}`;
export const loginLink = (base: string) => `${base}/login`;
