import type { PlatformClient } from '../platform-client.ts';
import type { TokenPair } from '../tokens.ts';
import type { LoginResponse } from '../types/auth.ts';
import type { TwoFactorProviderInfo, TwoFactorProviderType } from '../types/two-factor.ts';
import type { PlatformUser } from '../types/user.ts';

/** The refresh call, made by the token refresher itself (server/platform/token-refresher.ts) with the refresh token. */
export const TOKEN_REFRESH = { method: 'POST', path: '/api/auth/token' } as const;

/** Sign-in, sign-out and the signed-in user's own account (contract 1.3, 2.1-2.3, 2.8). */
export const authApi = {
  /** Password sign-in; a second factor answers with a pre-verification token (scope PRE_VERIFICATION_TOKEN). */
  login(client: PlatformClient, username: string, password: string): Promise<LoginResponse> {
    return client.post<LoginResponse>('/api/auth/login', { auth: false, body: { username, password } });
  },

  /** A public dashboard link's sign-in, as its public customer. */
  publicLogin(client: PlatformClient, publicId: string): Promise<LoginResponse> {
    return client.post<LoginResponse>('/api/auth/login/public', { auth: false, body: { publicId } });
  },

  /** Invalidates the session's tokens on the platform. */
  logout(client: PlatformClient): Promise<void> {
    return client.post<void>('/api/auth/logout');
  },

  /** The signed-in user; a public visitor has no user record (the platform answers an empty body). */
  getUser(client: PlatformClient): Promise<PlatformUser | undefined> {
    return client.get<PlatformUser | undefined>('/api/auth/user');
  },

  /** Changes the password; the answer carries new tokens, every earlier token of the user stops working. */
  changePassword(client: PlatformClient, currentPassword: string, newPassword: string): Promise<TokenPair> {
    return client.post<TokenPair>('/api/auth/changePassword', { body: { currentPassword, newPassword } });
  },

  /** With a pre-verification token: the providers the user may verify with. */
  async getTwoFactorProviders(client: PlatformClient): Promise<TwoFactorProviderInfo[]> {
    return (await client.get<TwoFactorProviderInfo[] | undefined>('/api/auth/2fa/providers')) ?? [];
  },

  /** With a pre-verification token: sends a code by SMS or e-mail. */
  sendTwoFactorCode(client: PlatformClient, providerType: TwoFactorProviderType): Promise<void> {
    return client.post<void>('/api/auth/2fa/verification/send', { query: { providerType } });
  },

  /** With a pre-verification token: checks a code; the answer is the session's tokens. */
  checkTwoFactorCode(client: PlatformClient, providerType: TwoFactorProviderType, verificationCode: string): Promise<TokenPair> {
    return client.post<TokenPair>('/api/auth/2fa/verification/check', { query: { providerType, verificationCode } });
  },
};
