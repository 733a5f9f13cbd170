import type { FastifyRequest } from 'fastify';
import type { PlatformUser } from '../platform/types/user.ts';

export function loadCurrentUser(request: FastifyRequest): Promise<PlatformUser> {
  return request.platform.get<PlatformUser>(`/api/user/${request.session.user!.id}`);
}
