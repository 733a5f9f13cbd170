import type { Caller } from '../auth/caller.ts';
import type { EmulatorContext } from '../context.ts';
import { badRequest, general } from '../http/api-error.ts';
import { idField, stringField } from '../http/body.ts';
import { NULL_UUID, createdTimeOf, timeUuid } from '../lib/ids.ts';
import { isObject, readJson, writeJson } from '../lib/json.ts';
import { checkQueue } from '../security/content-checks.ts';
import type { QueueRow } from '../store/queues.ts';
import { isEmpty, validateFields } from '../validation/fields.ts';

const NAME_PATTERN = /^[a-zA-Z0-9_.-]+$/;
const SUBMIT_TYPES = ['BURST', 'BATCH', 'SEQUENTIAL_BY_ORIGINATOR', 'SEQUENTIAL_BY_TENANT', 'SEQUENTIAL'];
const PROCESSING_TYPES = [
  'SKIP_ALL_FAILURES', 'SKIP_ALL_FAILURES_AND_TIMED_OUT', 'RETRY_ALL', 'RETRY_FAILED', 'RETRY_TIMED_OUT',
  'RETRY_FAILED_AND_TIMED_OUT',
];
export const SERVICE_TYPES = ['TB_CORE', 'TB_RULE_ENGINE', 'TB_TRANSPORT', 'JS_EXECUTOR', 'TB_VC_EXECUTOR'];

export function serviceTypeOf(value: string): string {
  if (!SERVICE_TYPES.includes(value)) {
    throw badRequest(`No enum constant org.thingsboard.server.common.msg.queue.ServiceType.${value}`);
  }
  return value;
}

/** A queue as the tenant-profile queueConfiguration and the Queue body describe it. */
export interface QueueSettings {
  name: string;
  topic: string;
  pollInterval: number;
  partitions: number;
  consumerPerPartition: boolean;
  packProcessingTimeout: number;
  submitStrategy: unknown;
  processingStrategy: unknown;
  additionalInfo: unknown;
}

export function queueRow(tenantId: string, settings: QueueSettings, id = timeUuid()): QueueRow {
  return {
    id,
    created_time: createdTimeOf(id),
    tenant_id: tenantId,
    name: settings.name,
    topic: settings.topic,
    poll_interval: settings.pollInterval,
    partitions: settings.partitions,
    consumer_per_partition: settings.consumerPerPartition ? 1 : 0,
    pack_processing_timeout: settings.packProcessingTimeout,
    submit_strategy: writeJson(settings.submitStrategy),
    processing_strategy: writeJson(settings.processingStrategy),
    additional_info: writeJson(settings.additionalInfo),
  };
}

/**
 * Whose queues a caller works with: the sysadmin's are the system queues; a tenant on an isolated
 * profile gets its own, created from the profile's queueConfiguration the first time they are needed.
 */
export function queueOwner(ctx: EmulatorContext, caller: Caller): string {
  if (caller.authority === 'SYS_ADMIN') return NULL_UUID;
  const tenant = ctx.stores.tenants.findById(caller.tenantId);
  const profile = tenant ? ctx.stores.tenantProfiles.findById(tenant.tenant_profile_id) : undefined;
  if (!profile || profile.isolated_tb_rule_engine !== 1) return NULL_UUID;
  if (ctx.stores.queues.countByTenant(caller.tenantId) === 0) {
    const data = readJson(profile.profile_data);
    const configured = isObject(data) && Array.isArray(data.queueConfiguration) ? data.queueConfiguration : [];
    for (const settings of configured as QueueSettings[]) ctx.stores.queues.save(queueRow(caller.tenantId, settings));
  }
  return caller.tenantId;
}

function numberField(body: Record<string, unknown>, name: string): number {
  const value = body[name];
  if (value === undefined || value === null) return 0;
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    throw general(`JSON parse error: Cannot deserialize value of type \`int\` from ${JSON.stringify(value)}`);
  }
  return value;
}

function validateSubmitStrategy(value: unknown): void {
  if (!isObject(value)) throw badRequest("Queue submit strategy can't be null!");
  if (typeof value.type !== 'string' || !SUBMIT_TYPES.includes(value.type)) {
    throw badRequest("Queue submit strategy type can't be null!");
  }
  if (value.type === 'BATCH' && !(typeof value.batchSize === 'number' && value.batchSize > 0)) {
    throw badRequest('Queue submit strategy batch size should be more then 0!');
  }
}

function validateProcessingStrategy(value: unknown): void {
  if (!isObject(value)) throw badRequest("Queue processing strategy can't be null!");
  if (typeof value.type !== 'string' || !PROCESSING_TYPES.includes(value.type)) {
    throw badRequest("Queue processing strategy type can't be null!");
  }
  const num = (key: string) => (typeof value[key] === 'number' ? (value[key] as number) : 0);
  if (num('retries') < 0) throw badRequest("Queue processing strategy retries can't be less then 0!");
  if (num('failurePercentage') < 0 || num('failurePercentage') > 100) {
    throw badRequest('Queue processing strategy failure percentage should be in a range from 0 to 100!');
  }
  if (num('pauseBetweenRetries') < 0) throw badRequest("Queue processing strategy pause between retries can't be less then 0!");
  if (num('maxPauseBetweenRetries') < num('pauseBetweenRetries')) {
    throw badRequest("Queue processing strategy MAX pause between retries can't be less then pause between retries!");
  }
}

/** POST /api/queues (sysadmin): system queues with unique names and topics. */
export function saveQueue(ctx: EmulatorContext, caller: Caller, body: Record<string, unknown>): QueueRow {
  const { queues } = ctx.stores;
  const id = idField(body, 'id');
  const existing = id === null ? undefined : checkQueue(ctx, caller, id, 'WRITE');
  const tenantId = existing?.tenant_id ?? NULL_UUID;
  const name = stringField(body, 'name');
  const topic = stringField(body, 'topic');
  validateFields({ name, topic });
  if (isEmpty(name)) throw badRequest('Queue name should be specified!');
  if (!NAME_PATTERN.test(name)) {
    throw badRequest(`Queue name contains a character other than ASCII alphanumerics, '.', '_' and '-'!`);
  }
  if (isEmpty(topic)) throw badRequest('Queue topic should be specified!');
  if (!NAME_PATTERN.test(topic)) {
    throw badRequest(`Queue topic contains a character other than ASCII alphanumerics, '.', '_' and '-'!`);
  }
  const settings: QueueSettings = {
    name, topic,
    pollInterval: numberField(body, 'pollInterval'),
    partitions: numberField(body, 'partitions'),
    consumerPerPartition: body.consumerPerPartition === true,
    packProcessingTimeout: numberField(body, 'packProcessingTimeout'),
    submitStrategy: body.submitStrategy ?? null,
    processingStrategy: body.processingStrategy ?? null,
    additionalInfo: body.additionalInfo ?? null,
  };
  if (settings.pollInterval < 1) throw badRequest('Queue poll interval should be more then 0!');
  if (settings.partitions < 1) throw badRequest('Queue partitions should be more then 0!');
  if (settings.packProcessingTimeout < 1) throw badRequest('Queue pack processing timeout should be more then 0!');
  validateSubmitStrategy(settings.submitStrategy);
  validateProcessingStrategy(settings.processingStrategy);
  if (existing && existing.name !== name) throw badRequest("Queue name can't be changed!");
  const sameName = queues.findByName(tenantId, name);
  if (sameName && sameName.id !== id) throw badRequest(`Queue with name: ${name} already exists!`);
  const sameTopic = queues.findByTopic(tenantId, topic);
  if (sameTopic && sameTopic.id !== id) throw badRequest(`Queue with topic: ${topic} already exists!`);
  const row = queueRow(tenantId, settings, id ?? undefined);
  queues.save(row);
  return row;
}
