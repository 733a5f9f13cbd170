import type { FastifyRequest } from 'fastify';
import { decodeJwt } from '../platform/tokens.ts';

/** The address without its publicId parameter: where the visitor goes once signed in publicly. */
export function withoutPublicId(request: FastifyRequest): string {
  const i = request.url.indexOf('?');
  const params = new URLSearchParams(i < 0 ? '' : request.url.slice(i + 1));
  params.delete('publicId');
  const qs = params.toString();
  return request.consolePath + (qs ? `?${qs}` : '');
}

/** Whether the session already belongs to this public link. */
export function isSamePublicUser(request: FastifyRequest, publicId: string): boolean {
  const token = request.session.tokens?.token;
  const claims = token ? decodeJwt(token) : null;
  return claims?.isPublic === true && claims.sub === publicId;
}
