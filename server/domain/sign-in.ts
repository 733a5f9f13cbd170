import type { TwoFactorProviderInfo, TwoFactorProviderType } from '../platform/types/two-factor.ts';

/** A password sign-in waiting for its second factor (the platform answered with a pre-verification token). */
export interface PendingVerification {
  /** The pre-verification token; it only opens the three two-factor calls. */
  token: string;
  /** When the token stops working (ms since epoch). */
  expiresAt: number;
  providers: TwoFactorProviderInfo[];
  /** Providers chosen so far, the current one last; 'back' pops. */
  choices: TwoFactorProviderType[];
  /** When a code was last asked for, per provider, for the resend countdown. */
  sentAt: Partial<Record<TwoFactorProviderType, number>>;
  /** The platform refused to send a code for too many requests: the next login/mfa page says so (spec section 8). */
  flash?: { manyRequests: boolean };
}

/** What the landing decision and the forced default place need to know about the signed-in user. */
export interface SignInFacts {
  isPublic: boolean;
  defaultDashboardId?: string;
  defaultDashboardFullscreen: boolean;
  /** The dashboard a public visitor is confined to. */
  publicDashboardId?: string;
}
