import type { UserAuthority } from '../platform/types/user.ts';

/** The roles the console serves: a signed-in user's authority. */
export type Authority = UserAuthority;

/** Every role: pages any signed-in user may open. */
export const SIGNED_IN: readonly Authority[] = ['SYS_ADMIN', 'TENANT_ADMIN', 'CUSTOMER_USER'];
