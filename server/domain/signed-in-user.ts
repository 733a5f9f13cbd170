import type { Authority } from './authority.ts';

/** What the console keeps about the signed-in user (in the session), for the shell and the guard. */
export interface SignedInUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  authority: Authority;
  tenantId: string;
  customerId: string;
  lang?: string;
  /** A public-link visitor (a public customer's token): no profile, security or sign-out. */
  isPublic?: boolean;
}
