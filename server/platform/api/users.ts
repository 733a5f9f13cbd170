import type { PlatformClient } from '../platform-client.ts';
import type { PlatformUser } from '../types/user.ts';

/** Users (contract 4.2). */
export const usersApi = {
  getUser(client: PlatformClient, userId: string): Promise<PlatformUser> {
    return client.get<PlatformUser>(`/api/user/${encodeURIComponent(userId)}`);
  },

  /** Saves the whole user object (members the console does not know included); the answer is the saved user. */
  saveUser(client: PlatformClient, user: PlatformUser, sendActivationMail: boolean): Promise<PlatformUser> {
    return client.post<PlatformUser>('/api/user', { query: { sendActivationMail }, body: user });
  },
};
