import type { PlatformClient } from '../platform-client.ts';
import type { TokenPair } from '../tokens.ts';
import type { OAuth2ClientInfo, PasswordPolicy } from '../types/auth.ts';

/** The calls anyone may make: password reset and activation, the password policy, external sign-in clients (contract 2.4-2.9). */
export const noauthApi = {
  /** Mails a reset link; the platform answers 200 whether or not the address belongs to a user. */
  resetPasswordByEmail(client: PlatformClient, email: string): Promise<void> {
    return client.post<void>('/api/noauth/resetPasswordByEmail', { auth: false, body: { email } });
  },

  /** Sets a new password from a reset link; the answer signs the user in. */
  resetPassword(client: PlatformClient, resetToken: string, password: string): Promise<TokenPair> {
    return client.post<TokenPair>('/api/noauth/resetPassword', { auth: false, body: { resetToken, password } });
  },

  /** Activates an account from its activation link; the answer signs the user in. */
  activate(client: PlatformClient, activateToken: string, password: string, sendActivationMail: boolean): Promise<TokenPair> {
    return client.post<TokenPair>('/api/noauth/activate', { auth: false, query: { sendActivationMail }, body: { activateToken, password } });
  },

  getUserPasswordPolicy(client: PlatformClient, options: { timeoutMs?: number } = {}): Promise<PasswordPolicy | undefined> {
    return client.get<PasswordPolicy | undefined>('/api/noauth/userPasswordPolicy', { auth: false, timeoutMs: options.timeoutMs });
  },

  /** The external sign-in clients of the web console. */
  getOAuth2Clients(client: PlatformClient): Promise<OAuth2ClientInfo[]> {
    return client.post<OAuth2ClientInfo[]>('/api/noauth/oauth2Clients', { auth: false, query: { platform: 'WEB' } });
  },
};
