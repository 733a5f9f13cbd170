import type { Caller } from '../auth/caller.ts';
import type { EmulatorContext } from '../context.ts';
import { transaction } from '../db/open.ts';
import { badRequest, forbidden } from '../http/api-error.ts';
import { idField, stringField } from '../http/body.ts';
import { NULL_UUID } from '../lib/ids.ts';
import { writeJson } from '../lib/json.ts';
import { checkEdge } from '../security/entity-checks.ts';
import type { EdgeRow } from '../store/edges.ts';
import { isEmpty, validateFields } from '../validation/fields.ts';
import { assignToEdge } from './edge-assignments.ts';
import { deleteWithRelations, ownedRowKey, saveUnique, validateOwnerCustomer } from './owned-entities.ts';

/**
 * POST /api/edge (tenant admins only, also for updates): type, name, secret and routing key are required; names and keys are unique.
 * A new edge starts with the tenant's root EDGE rule chain, assigned to it; the root changes only through
 * POST /api/edge/{edgeId}/{ruleChainId}/root.
 */
export function saveEdge(ctx: EmulatorContext, caller: Caller, body: Record<string, unknown>): EdgeRow {
  if (caller.authority !== 'TENANT_ADMIN') throw forbidden();
  const id = idField(body, 'id');
  const existing = id === null ? undefined : checkEdge(ctx, caller, id, 'WRITE');
  const tenantId = caller.tenantId;
  const name = stringField(body, 'name');
  const type = stringField(body, 'type');
  const label = stringField(body, 'label');
  const routingKey = stringField(body, 'routingKey');
  const secret = stringField(body, 'secret');
  const customerId = idField(body, 'customerId') ?? NULL_UUID;
  validateFields({ name, type, label });
  if (isEmpty(type)) throw badRequest('Edge type should be specified!');
  if (isEmpty(name)) throw badRequest('Edge name should be specified!');
  if (isEmpty(secret)) throw badRequest('Edge secret should be specified!');
  if (isEmpty(routingKey)) throw badRequest('Edge routing key should be specified!');
  validateOwnerCustomer(ctx, tenantId, customerId, 'edge');
  const row: EdgeRow = {
    ...ownedRowKey(id, tenantId, customerId),
    root_rule_chain_id: existing ? existing.root_rule_chain_id : (ctx.stores.ruleChains.findRoot(tenantId, 'EDGE')?.id ?? null),
    name,
    type,
    label,
    routing_key: routingKey,
    secret,
    additional_info: writeJson(body.additionalInfo),
  };
  return transaction(ctx.db, () => {
    saveUnique(() => ctx.stores.edges.save(row), {
      'edge.tenant_id, edge.name': 'Edge with such name already exists!',
      'edge.routing_key': 'Edge with such routing_key already exists!',
    });
    if (!existing && row.root_rule_chain_id !== null) assignToEdge(ctx, row.id, 'RULE_CHAIN', row.root_rule_chain_id);
    return row;
  });
}

/** Deleting an edge drops its assignments (EDGE relations) with every other relation. */
export function deleteEdge(ctx: EmulatorContext, edge: EdgeRow): void {
  deleteWithRelations(ctx, 'EDGE', edge.id, ctx.stores.edges.delete);
  ctx.stores.edgeEvents.deleteByEdge(edge.id);
}
