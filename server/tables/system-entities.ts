import type { FastifyRequest } from 'fastify';
import { NULL_UUID, type EntityId } from '../platform/types/ids.ts';
import { ConsoleRefusal } from './refusal.ts';
import type { EntityTable, PlatformEntity } from './entity-table.ts';

/** What tells a system entity (a widgets bundle, a resource): its tenant. */
interface Owned {
  tenantId?: EntityId | null;
}

/** An entity of the system (the null tenant): every tenant's to read, the system administrator's to change. */
export const isSystemEntity = (entity: Owned) => entity.tenantId?.id === NULL_UUID;

/** Whether a table's viewer may change an entity: a tenant administrator only the tenant's own. */
export const changeableBy = (tenant: boolean) => (entity: Owned) => !tenant || !isSystemEntity(entity);

/** Before acting on an entity: a tenant administrator's action on a system entity is refused on the dialog. */
export async function refuseSystemEntity(tenant: boolean, load: () => Promise<Owned>, message: string): Promise<void> {
  if (tenant && isSystemEntity(await load())) throw new ConsoleRefusal(message);
}

/** One table per role, built once: a tenant administrator's reads the system's entities only. */
export function tableOfRole<E extends PlatformEntity>(build: (tenant: boolean) => EntityTable<E>): (request?: FastifyRequest) => EntityTable<E> {
  const tables = { system: build(false), tenant: build(true) };
  return (request) => (request?.session.user?.authority === 'TENANT_ADMIN' ? tables.tenant : tables.system);
}
