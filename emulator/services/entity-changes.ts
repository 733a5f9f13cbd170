import type { Caller } from '../auth/caller.ts';
import type { EmulatorContext } from '../context.ts';
import { autoCommitSaved } from '../vc/auto-commit.ts';
import type { ActionType } from './audit-log.ts';

/** Entity types the entity query serves, i.e. those whose changes open WebSocket queries may show. */
const QUERYABLE = new Set([
  'DEVICE', 'ASSET', 'ENTITY_VIEW', 'EDGE', 'CUSTOMER', 'USER', 'DASHBOARD', 'RULE_CHAIN', 'DEVICE_PROFILE',
  'ASSET_PROFILE', 'WIDGETS_BUNDLE',
]);

/** Actions that change what an entity query returns (ownership included). */
const CHANGE_OF_ACTION: Partial<Record<ActionType, 'saved' | 'deleted'>> = {
  ADDED: 'saved',
  UPDATED: 'saved',
  DELETED: 'deleted',
  ASSIGNED_TO_CUSTOMER: 'saved',
  UNASSIGNED_FROM_CUSTOMER: 'saved',
  ASSIGNED_TO_EDGE: 'saved',
  UNASSIGNED_FROM_EDGE: 'saved',
};

export type ChangeContext = Pick<EmulatorContext, 'stores'> & Partial<Pick<EmulatorContext, 'db' | 'bus'>>;

/**
 * Every successful entity action is audited, so the audit hook calls this: it tells WebSocket subscriptions
 * about the change and commits saves of the entity types configured for auto-commit.
 */
export function entityChanged(ctx: ChangeContext, caller: Caller, entity: { entityType: string; id: string }, actionType: ActionType): void {
  const action = CHANGE_OF_ACTION[actionType];
  if (!action || !QUERYABLE.has(entity.entityType)) return;
  ctx.bus?.publish({ kind: 'entity', action, tenantId: caller.tenantId, entityType: entity.entityType, entityId: entity.id });
  if (ctx.db && (actionType === 'ADDED' || actionType === 'UPDATED')) autoCommitSaved({ db: ctx.db }, caller, entity);
}
