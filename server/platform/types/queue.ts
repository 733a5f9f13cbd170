import type { EntityId } from './ids.ts';

export const SUBMIT_STRATEGIES = ['BURST', 'BATCH', 'SEQUENTIAL_BY_ORIGINATOR', 'SEQUENTIAL_BY_TENANT', 'SEQUENTIAL'] as const;
export const PROCESSING_STRATEGIES = [
  'SKIP_ALL_FAILURES',
  'SKIP_ALL_FAILURES_AND_TIMED_OUT',
  'RETRY_ALL',
  'RETRY_FAILED',
  'RETRY_TIMED_OUT',
  'RETRY_FAILED_AND_TIMED_OUT',
] as const;

/** A rule-engine queue's settings (contract 4.15), also an isolated tenant profile's queue list entry. */
export interface QueueSettings {
  name: string;
  topic: string | null;
  pollInterval: number;
  partitions: number;
  consumerPerPartition: boolean;
  packProcessingTimeout: number;
  submitStrategy: { type: (typeof SUBMIT_STRATEGIES)[number]; batchSize: number | null };
  processingStrategy: {
    type: (typeof PROCESSING_STRATEGIES)[number];
    retries: number;
    failurePercentage: number;
    pauseBetweenRetries: number;
    maxPauseBetweenRetries: number;
  };
  additionalInfo: { description?: string; [member: string]: unknown } | null;
}

/** The platform's Queue; saving sends the whole object back. */
export interface Queue extends QueueSettings {
  id: EntityId;
  createdTime: number;
  tenantId: EntityId;
  [member: string]: unknown;
}
