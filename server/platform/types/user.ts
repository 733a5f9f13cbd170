import type { EntityId } from './ids.ts';

/** The authorities a platform user account can have (tokens have two more: REFRESH_TOKEN, PRE_VERIFICATION_TOKEN). */
export type UserAuthority = 'SYS_ADMIN' | 'TENANT_ADMIN' | 'CUSTOMER_USER';

/**
 * The platform's User (contract 4.2), as the console reads it. Saving sends the whole object back, so members the
 * console does not know are kept.
 */
export interface PlatformUser {
  id: EntityId;
  createdTime?: number;
  tenantId: EntityId;
  customerId: EntityId;
  email: string;
  authority: UserAuthority;
  firstName: string | null;
  lastName: string | null;
  /** Free-form: `lang`, `defaultDashboardId`, `defaultDashboardFullscreen`, `lastLoginTs`, ... as anyone who may edit the user wrote them. */
  additionalInfo: Record<string, unknown> | null;
  [member: string]: unknown;
}
