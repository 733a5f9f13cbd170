import type { Caller } from '../auth/caller.ts';
import type { EmulatorContext } from '../context.ts';
import { isUniqueViolation, transaction } from '../db/open.ts';
import { badRequest, forbidden, general } from '../http/api-error.ts';
import { NULL_UUID, createdTimeOf, timeUuid } from '../lib/ids.ts';
import type { EntityType } from '../lib/ids.ts';

/** Updating needs WRITE on the stored entity (`check` loads and authorises it); creating one is for tenant admins. */
export function authorizeSave<Row>(caller: Caller, id: string | null, check: (id: string) => Row): Row | undefined {
  if (id !== null) return check(id);
  if (caller.authority !== 'TENANT_ADMIN') throw forbidden();
  return undefined;
}

/** Key, creation time and tenant of a row being saved; a new entity gets a fresh time-based id. */
export function tenantRowKey(id: string | null, tenantId: string) {
  const rowId = id ?? timeUuid();
  return { id: rowId, created_time: createdTimeOf(rowId), tenant_id: tenantId };
}

/** The same with the owner customer of an asset, device, entity view or edge. */
export function ownedRowKey(id: string | null, tenantId: string, customerId: string) {
  return { ...tenantRowKey(id, tenantId), customer_id: customerId };
}

/** Deletes an entity and, in the same transaction, every relation from or to it. */
export function deleteWithRelations(ctx: EmulatorContext, entityType: EntityType, id: string, remove: (id: string) => void): void {
  transaction(ctx.db, () => {
    remove(id);
    deleteRelationsOf(ctx, entityType, id);
  });
}

/** The owner customer of a saved asset / entity view / edge must exist in the caller's tenant. */
export function validateOwnerCustomer(ctx: EmulatorContext, tenantId: string, customerId: string, noun: string): void {
  if (customerId === NULL_UUID) return;
  const customer = ctx.stores.customers.findById(customerId);
  if (!customer) throw badRequest(`Can't assign ${noun} to non-existent customer!`);
  if (customer.tenant_id !== tenantId) throw badRequest(`Can't assign ${noun} to customer from different tenant!`);
}

/** Tenant profile limits such as `maxAssets` (> 0) refuse creating one entity more. */
export function checkEntityLimit(ctx: EmulatorContext, tenantId: string, limitKey: string, count: number, plural: string): void {
  const max = ctx.stores.tenantProfiles.configurationValueOfTenant(tenantId, limitKey);
  if (typeof max === 'number' && max > 0 && count >= max) throw badRequest(`Can't create more then ${max} ${plural}!`);
}

/** Runs a store write, turning the listed UNIQUE violations into the platform's validation messages. */
export function saveUnique(write: () => void, violations: Record<string, string>): void {
  try {
    write();
  } catch (error) {
    for (const [columns, message] of Object.entries(violations)) {
      if (isUniqueViolation(error, columns)) throw badRequest(message);
    }
    throw error;
  }
}

/** A body member bound to a Java enum: unknown names fail in Jackson (500), absent/null stays null. */
export function enumField(body: Record<string, unknown>, name: string, javaClass: string, values: readonly string[]): string | null {
  const value = body[name];
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' && values.includes(value)) return value;
  if (typeof value === 'object') {
    throw general(`JSON parse error: Cannot deserialize value of type \`${javaClass}\` from ${Array.isArray(value) ? 'Array' : 'Object'} value`);
  }
  throw general(
    `JSON parse error: Cannot deserialize value of type \`${javaClass}\` from String "${String(value)}": ` +
      `not one of the values accepted for Enum class: [${values.join(', ')}]`,
  );
}

/** A body member bound to a Java boolean (absent/null = false); Jackson also takes "true"/"false" and numbers. */
export function booleanField(body: Record<string, unknown>, name: string): boolean {
  const value = body[name];
  if (value === undefined || value === null) return false;
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 'false') return value === 'true';
  if (typeof value === 'number') return value !== 0;
  if (typeof value === 'string') {
    throw general(`JSON parse error: Cannot deserialize value of type \`boolean\` from String "${value}": only "true" or "false" recognized`);
  }
  throw general(`JSON parse error: Cannot deserialize value of type \`boolean\` from ${Array.isArray(value) ? 'Array' : 'Object'} value`);
}

/** A body member bound to a Java long (absent/null = 0). */
export function longField(body: Record<string, unknown>, name: string): number {
  const value = body[name];
  if (value === undefined || value === null) return 0;
  const number = typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value;
  if (typeof number === 'number' && Number.isSafeInteger(number)) return number;
  throw general(`JSON parse error: Cannot deserialize value of type \`long\` from ${JSON.stringify(value)}`);
}

/** Deleting an entity removes every relation from or to it (any type group), edge assignments included. */
export function deleteRelationsOf(ctx: EmulatorContext, entityType: EntityType, id: string): void {
  ctx.stores.relations.deleteAllOf({ entityType, id });
}

/** Devices and assets shown by an entity view cannot be deleted. */
export function refuseDeleteWithEntityViews(ctx: EmulatorContext, id: string, noun: 'device' | 'asset'): void {
  if (ctx.stores.entityViews.existsForEntity(id)) throw badRequest(`Can't delete ${noun} that has entity views!`);
}
