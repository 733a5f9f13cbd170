import type { FastifyRequest } from 'fastify';
import type { Branch } from '../domain/pickers/branch.ts';
import { versionControlApi } from '../platform/api/version-control.ts';
import { isPlatformError } from '../platform/platform-error.ts';

/** The platform's branches; none when it refuses (no repository settings, not a tenant administrator). */
export async function platformBranches(request: FastifyRequest): Promise<Branch[]> {
  if (request.session.user?.authority !== 'TENANT_ADMIN') return [];
  return versionControlApi.branches(request.platform).catch((err: unknown) => {
    if (isPlatformError(err, { answered: true })) return [];
    throw err;
  });
}
