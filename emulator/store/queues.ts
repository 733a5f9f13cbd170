import type { DatabaseSync } from 'node:sqlite';
import type { PageLink } from '../http/page-link.ts';
import { readJson } from '../lib/json.ts';
import { ref } from './entity-ref.ts';
import { findPage } from './page-query.ts';
import { createTableRows } from './table-rows.ts';

export interface QueueRow {
  id: string;
  created_time: number;
  tenant_id: string;
  name: string;
  topic: string;
  poll_interval: number;
  partitions: number;
  consumer_per_partition: number;
  pack_processing_timeout: number;
  submit_strategy: string | null;
  processing_strategy: string | null;
  additional_info: string | null;
}

export function toQueue(row: QueueRow) {
  return {
    id: ref('QUEUE', row.id),
    createdTime: row.created_time,
    tenantId: ref('TENANT', row.tenant_id),
    name: row.name,
    topic: row.topic,
    pollInterval: row.poll_interval,
    partitions: row.partitions,
    consumerPerPartition: row.consumer_per_partition === 1,
    packProcessingTimeout: row.pack_processing_timeout,
    submitStrategy: readJson(row.submit_strategy),
    processingStrategy: readJson(row.processing_strategy),
    additionalInfo: readJson(row.additional_info),
  };
}

const COLUMNS = [
  'id', 'created_time', 'tenant_id', 'name', 'name_lc', 'topic', 'poll_interval', 'partitions', 'consumer_per_partition',
  'pack_processing_timeout', 'submit_strategy', 'processing_strategy', 'additional_info',
];

export function createQueueStore(db: DatabaseSync) {
  const rows = createTableRows<QueueRow>(db, 'queue', COLUMNS);
  return {
    save: rows.save,
    findById: rows.findById,
    findByName: (tenantId: string, name: string) => rows.findInTenant('name', tenantId, name),
    findByTopic: (tenantId: string, topic: string) => rows.findInTenant('topic', tenantId, topic),
    countByTenant: rows.countByTenant,
    delete: rows.delete,
    /** Queue search is a case-insensitive prefix match, unlike the other lists. */
    findPage(tenantId: string, link: PageLink) {
      const prefixLink = { ...link, textSearch: '' };
      const where = ['q.tenant_id = ?'];
      const params = [tenantId];
      if (link.textSearch !== '') {
        where.push('q.name_lc LIKE ?');
        params.push(`${link.textSearch.toLowerCase()}%`);
      }
      return findPage(
        db,
        {
          table: 'queue q', key: 'q.id', columns: 'q.*', where, params, search: [],
          sortable: {
            id: { sql: 'q.id' },
            createdTime: { sql: 'q.created_time' },
            name: { sql: 'q.name_lc' },
            topic: { sql: 'q.topic COLLATE NOCASE' },
            partitions: { sql: 'q.partitions' },
            pollInterval: { sql: 'q.poll_interval' },
          },
          entityClass: 'QueueEntity',
        },
        prefixLink,
        (row) => toQueue(row as unknown as QueueRow),
      );
    },
  };
}

export type QueueStore = ReturnType<typeof createQueueStore>;
