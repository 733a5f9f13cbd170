import type { FastifyRequest } from 'fastify';

/** The platform's User as the profile page reads and saves it (other members are sent back untouched). */
export interface PlatformUser {
  id: { id: string };
  email: string;
  firstName: string | null;
  lastName: string | null;
  authority: 'SYS_ADMIN' | 'TENANT_ADMIN' | 'CUSTOMER_USER';
  additionalInfo: Record<string, unknown> | null;
  [member: string]: unknown;
}

export function loadCurrentUser(request: FastifyRequest): Promise<PlatformUser> {
  return request.platform.get<PlatformUser>(`/api/user/${request.session.user!.id}`);
}
