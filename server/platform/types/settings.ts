/** An admin setting (contract 11.1): one key and its JSON value. */
export interface AdminSettings<V extends object = Record<string, unknown>> {
  id?: { id: string };
  createdTime?: number;
  key: string;
  jsonValue: V;
}

/** The password policy and lockout of the platform (contract 2.9). */
export interface SecuritySettings {
  passwordPolicy: Record<string, unknown>;
  maxFailedLoginAttempts: number | null;
  userLockoutNotificationEmail: string | null;
  [member: string]: unknown;
}

/** How the platform signs its tokens (contract 11.1). */
export interface JwtSettings {
  tokenExpirationTime: number;
  refreshTokenExpTime: number;
  tokenIssuer: string;
  tokenSigningKey: string;
}

/** The platform's two-factor settings (contract 2.8); providers are polymorphic on `providerType`. */
export interface PlatformTwoFaSettings {
  providers: ({ providerType: string } & Record<string, unknown>)[];
  minVerificationCodeSendPeriod: number | null;
  /** `N:S`: N checks per S seconds; absent: no limit. */
  verificationCodeCheckRateLimit?: string | null;
  maxVerificationFailuresBeforeUserLockout: number | null;
  totalAllowedTimeForVerification: number | null;
}

/** Version control's repository (contract 11.1); the platform answers the secrets as null. */
export interface RepositorySettings {
  repositoryUri: string | null;
  authMethod: 'USERNAME_PASSWORD' | 'PRIVATE_KEY';
  username: string | null;
  password: string | null;
  privateKeyFileName: string | null;
  privateKey: string | null;
  privateKeyPassword: string | null;
  defaultBranch: string | null;
  readOnly: boolean;
  showMergeCommits: boolean;
}

/** Auto-commit per entity type (contract 11.1). */
export type AutoCommitSettings = Record<string, { branch: string | null; saveRelations: boolean; saveAttributes: boolean; saveCredentials: boolean }>;
