import type { FastifyRequest } from 'fastify';
import type { PlatformUser } from '../platform/types/user.ts';
import { usersApi } from '../platform/api/users.ts';

export function loadCurrentUser(request: FastifyRequest): Promise<PlatformUser> {
  return usersApi.getUser(request.platform, request.session.user!.id);
}
