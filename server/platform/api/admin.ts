import type { PlatformClient } from '../platform-client.ts';
import type { UpdateMessage } from '../types/admin.ts';

/** System administration (contract 6). */
export const adminApi = {
  /** Whether a newer platform version is out (system administrator); empty when the platform does not say. */
  checkUpdates(client: PlatformClient): Promise<UpdateMessage | undefined> {
    return client.get<UpdateMessage | undefined>('/api/admin/updates');
  },
};
