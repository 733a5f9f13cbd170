import type { PlatformClient } from '../platform-client.ts';
import type { PageData, PageLink } from '../types/page-data.ts';
import type { Queue, QueueSettings } from '../types/queue.ts';

const id = encodeURIComponent;
/** The only service type whose queues the console lists and saves. */
const serviceType = 'TB_RULE_ENGINE';

/** Rule-engine queues (contract 4.15). */
export const queuesApi = {
  getQueues(client: PlatformClient, link: PageLink): Promise<PageData<Queue>> {
    return client.get<PageData<Queue>>('/api/queues', { query: { ...link, serviceType } });
  },

  getQueue(client: PlatformClient, queueId: string): Promise<Queue> {
    return client.get<Queue>(`/api/queues/${id(queueId)}`);
  },

  saveQueue(client: PlatformClient, queue: QueueSettings | Queue): Promise<Queue> {
    return client.post<Queue>('/api/queues', { query: { serviceType }, body: queue });
  },

  async deleteQueue(client: PlatformClient, queueId: string): Promise<void> {
    await client.delete(`/api/queues/${id(queueId)}`);
  },
};
