import type { FieldDef, FormDef } from '../../domain/entity-form.ts';
import type { PROCESSING_STRATEGIES, QueueSettings, SUBMIT_STRATEGIES } from '../../platform/types/queue.ts';

/** A queue's name and topic: letters, digits, `_`, `.`, `-` (the platform's own rule). */
export const QUEUE_NAME = /^[a-zA-Z0-9_.-]+$/;

export const SUBMIT_LABELS: Record<(typeof SUBMIT_STRATEGIES)[number], string> = {
  BURST: 'queue.strategies.burst',
  BATCH: 'queue.strategies.batch',
  SEQUENTIAL_BY_ORIGINATOR: 'queue.strategies.sequential-by-originator',
  SEQUENTIAL_BY_TENANT: 'queue.strategies.sequential-by-tenant',
  SEQUENTIAL: 'queue.strategies.sequential',
};

export const PROCESSING_LABELS: Record<(typeof PROCESSING_STRATEGIES)[number], string> = {
  SKIP_ALL_FAILURES: 'queue.strategies.skip-all-failures',
  SKIP_ALL_FAILURES_AND_TIMED_OUT: 'queue.strategies.skip-all-failures-and-timed-out',
  RETRY_ALL: 'queue.strategies.retry-all',
  RETRY_FAILED: 'queue.strategies.retry-failed',
  RETRY_TIMED_OUT: 'queue.strategies.retry-timed-out',
  RETRY_FAILED_AND_TIMED_OUT: 'queue.strategies.retry-failed-and-timed-out',
};

const choices = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));

const MIN_MESSAGES: Record<number, string> = { 0: 'queue.min-value-0', 1: 'queue.min-value-1' };

/** A number field with a lower bound (and an upper one), required or not. */
function count(path: string, label: string, min: 0 | 1, options: { required?: boolean; max?: number } = {}): FieldDef {
  const message = options.max === undefined ? MIN_MESSAGES[min] : 'queue.percentage-range';
  return {
    path,
    label,
    control: { kind: 'number' },
    validators: [
      ...(options.required ? [{ rule: 'required' as const, message: 'queue.value-required' }] : []),
      { rule: 'number', integer: options.max === undefined, min, max: options.max, message },
    ],
  };
}

/** The queue form (console-map §3.14), shared by the queues table and an isolated tenant profile's queue list. */
export const QUEUE_FORM: FormDef = {
  fields: [
    {
      path: 'name',
      label: 'queue.name',
      control: { kind: 'text' },
      validators: [
        { rule: 'required', message: 'queue.name-required' },
        { rule: 'maxLength', max: 255, message: 'queue.name-max-length' },
        { rule: 'pattern', pattern: QUEUE_NAME, message: 'queue.name-pattern' },
      ],
    },
    {
      path: 'topic',
      label: 'queue.topic',
      control: { kind: 'text' },
      validators: [
        { rule: 'required', message: 'queue.value-required' },
        { rule: 'pattern', pattern: QUEUE_NAME, message: 'queue.name-pattern' },
      ],
    },
    count('pollInterval', 'queue.poll-interval', 1, { required: true }),
    count('partitions', 'queue.partitions', 1, { required: true }),
    { path: 'consumerPerPartition', label: 'queue.consumer-per-partition', control: { kind: 'checkbox' } },
    count('packProcessingTimeout', 'queue.processing-timeout', 1, { required: true }),
    {
      path: 'submitStrategy.type',
      label: 'queue.submit-strategy',
      control: { kind: 'select', options: choices(SUBMIT_LABELS) },
      validators: [{ rule: 'required', message: 'queue.value-required' }],
    },
    count('submitStrategy.batchSize', 'queue.batch-size', 1),
    {
      path: 'processingStrategy.type',
      label: 'queue.processing-strategy',
      control: { kind: 'select', options: choices(PROCESSING_LABELS) },
      validators: [{ rule: 'required', message: 'queue.value-required' }],
    },
    count('processingStrategy.retries', 'queue.retries', 0, { required: true }),
    count('processingStrategy.failurePercentage', 'queue.failure-percentage', 0, { max: 100, required: true }),
    count('processingStrategy.pauseBetweenRetries', 'queue.pause-between-retries', 1, { required: true }),
    count('processingStrategy.maxPauseBetweenRetries', 'queue.max-pause-between-retries', 1, { required: true }),
    { path: 'additionalInfo.description', label: 'queue.description', control: { kind: 'textarea' } },
  ],
};

/** What a new queue starts with (console-map §3.14); the `Main` queue of an isolated tenant profile is this, named. */
export const QUEUE_DEFAULTS: Omit<QueueSettings, 'name' | 'topic'> = {
  pollInterval: 25,
  partitions: 10,
  consumerPerPartition: false,
  packProcessingTimeout: 2000,
  submitStrategy: { type: 'BURST', batchSize: 1000 },
  processingStrategy: { type: 'SKIP_ALL_FAILURES', retries: 3, failurePercentage: 0, pauseBetweenRetries: 3, maxPauseBetweenRetries: 3 },
  additionalInfo: null,
};

/** The queue an isolated tenant profile starts with. */
export const MAIN_QUEUE: QueueSettings = { ...QUEUE_DEFAULTS, name: 'Main', topic: 'tb_rule_engine.main' };

/** The queue the platform keeps: it cannot be deleted. */
export const isMainQueue = (queue: { name: string }) => queue.name === 'Main';
