import type { PlatformClient } from '../platform-client.ts';
import type { TokenPair } from '../tokens.ts';
import type { PageData, PageLink } from '../types/page-data.ts';
import type { PlatformUser } from '../types/user.ts';

const id = encodeURIComponent;

/** Users (contract 4.2): reads, save, delete, activation, account state and signing in as a user. */
export const usersApi = {
  getUser(client: PlatformClient, userId: string): Promise<PlatformUser> {
    return client.get<PlatformUser>(`/api/user/${id(userId)}`);
  },

  /** Saves the whole user object (members the console does not know included); the answer is the saved user. */
  saveUser(client: PlatformClient, user: PlatformUser, sendActivationMail: boolean): Promise<PlatformUser> {
    return client.post<PlatformUser>('/api/user', { query: { sendActivationMail }, body: user });
  },

  getTenantAdmins(client: PlatformClient, tenantId: string, link: PageLink): Promise<PageData<PlatformUser>> {
    return client.get<PageData<PlatformUser>>(`/api/tenant/${id(tenantId)}/users`, { query: { ...link } });
  },

  getCustomerUsers(client: PlatformClient, customerId: string, link: PageLink): Promise<PageData<PlatformUser>> {
    return client.get<PageData<PlatformUser>>(`/api/customer/${id(customerId)}/users`, { query: { ...link } });
  },

  async deleteUser(client: PlatformClient, userId: string): Promise<void> {
    await client.delete(`/api/user/${id(userId)}`);
  },

  /** The link that lets the user set a first password (plain text). */
  getActivationLink(client: PlatformClient, userId: string): Promise<string> {
    return client.get<string>(`/api/user/${id(userId)}/activationLink`);
  },

  async sendActivationMail(client: PlatformClient, email: string): Promise<void> {
    await client.post('/api/user/sendActivationMail', { query: { email } });
  },

  async setUserCredentialsEnabled(client: PlatformClient, userId: string, enabled: boolean): Promise<void> {
    await client.post(`/api/user/${id(userId)}/userCredentialsEnabled`, { query: { userCredentialsEnabled: enabled } });
  },

  /** Whether an administrator may sign in as the users they manage. */
  async isUserTokenAccessEnabled(client: PlatformClient): Promise<boolean> {
    return (await client.get<boolean | string>('/api/user/tokenAccessEnabled')) === true;
  },

  /** A token pair of the user, for signing in as them. */
  getUserToken(client: PlatformClient, userId: string): Promise<TokenPair> {
    return client.get<TokenPair>(`/api/user/${id(userId)}/token`);
  },
};
