import { randomBytes } from 'node:crypto';

export const NULL_UUID = '13814000-1dd2-11b2-8080-808080808080';

export type EntityType =
  | 'TENANT' | 'CUSTOMER' | 'USER' | 'DEVICE' | 'TENANT_PROFILE' | 'DEVICE_PROFILE' | 'RULE_CHAIN' | 'DASHBOARD'
  | 'ASSET' | 'ASSET_PROFILE' | 'ENTITY_VIEW' | 'EDGE' | 'API_USAGE_STATE';

export interface EntityId {
  entityType: EntityType;
  id: string;
}

export function entityId(entityType: EntityType, id: string): EntityId {
  return { entityType, id };
}

export function nullableEntityId(entityType: EntityType, id: string | null): EntityId | null {
  return id === null ? null : { entityType, id };
}

// 100-ns intervals between the Gregorian reform (1582-10-15) and the Unix epoch.
const GREGORIAN_OFFSET = 0x01b21dd213814000n;
const clockSeqAndNode = (() => {
  const bytes = randomBytes(8);
  bytes[0] = (bytes[0] & 0x3f) | 0x80; // RFC 4122 variant
  bytes[2] |= 0x01; // multicast bit marks a random node id
  return bytes.toString('hex');
})();
let lastTicks = 0n;

function format(ticks: bigint): string {
  const hex = ticks.toString(16).padStart(15, '0');
  const timeLow = hex.slice(7, 15);
  const timeMid = hex.slice(3, 7);
  const timeHi = '1' + hex.slice(0, 3);
  return `${timeLow}-${timeMid}-${timeHi}-${clockSeqAndNode.slice(0, 4)}-${clockSeqAndNode.slice(4)}`;
}

/** A time-based (version 1) UUID; ids made within one process never repeat and never go backwards. */
export function timeUuid(ms: number = Date.now()): string {
  let ticks = BigInt(ms) * 10000n + GREGORIAN_OFFSET;
  if (ticks <= lastTicks) ticks = lastTicks + 1n;
  lastTicks = ticks;
  return format(ticks);
}

/**
 * Resolves once the wall clock has passed the millisecond of the last id handed out. Seeding hands out ids 1 ms apart
 * and can run ahead of the clock; ids made later would then be pushed past it, with equal createdTime values.
 */
export async function clockPastLastId(): Promise<void> {
  const wait = Number((lastTicks - GREGORIAN_OFFSET) / 10000n) - Date.now() + 1;
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

/** The Unix millisecond timestamp inside a version 1 UUID (what ThingsBoard reports as createdTime). */
export function createdTimeOf(uuid: string): number {
  const [low, mid, hi] = uuid.split('-');
  const ticks = (BigInt('0x' + hi.slice(1)) << 48n) | (BigInt('0x' + mid) << 32n) | BigInt('0x' + low);
  return Number((ticks - GREGORIAN_OFFSET) / 10000n);
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}
