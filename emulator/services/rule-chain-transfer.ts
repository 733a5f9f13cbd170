import type { Caller } from '../auth/caller.ts';
import type { EmulatorContext } from '../context.ts';
import { transaction } from '../db/open.ts';
import { ApiError, general } from '../http/api-error.ts';
import { isObject } from '../lib/json.ts';
import { toRuleChain, toRuleChainMetaData } from '../store/rule-chains.ts';
import { saveRuleChain, saveRuleChainMetaData } from './rule-chains.ts';

/** GET /api/ruleChains/export: the tenant's chains (oldest ids first, up to `limit`) with their metadata. */
export function exportRuleChains(ctx: EmulatorContext, tenantId: string, limit: number) {
  const chains = ctx.stores.ruleChains.allOfTenant(tenantId).slice(0, Math.max(0, limit));
  return {
    ruleChains: chains.map(toRuleChain),
    metadata: chains.map((chain) => toRuleChainMetaData(chain, ctx.stores.ruleChains.nodes(chain.id))),
  };
}

function listField(body: Record<string, unknown>, name: string): Record<string, unknown>[] {
  const value = body[name];
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || !value.every(isObject)) {
    throw general('JSON parse error: Cannot deserialize value of type `java.util.ArrayList` from Object value');
  }
  return value as Record<string, unknown>[];
}

const idOf = (value: unknown) => (isObject(value) && typeof value.id === 'string' ? value.id.toLowerCase() : null);

/**
 * POST /api/ruleChains/import: every chain is created anew (never root), or with `overwrite` replaces the
 * chain of the same type and name; nodes get fresh ids. A chain that fails reports its error and is skipped.
 */
export function importRuleChains(ctx: EmulatorContext, caller: Caller, body: Record<string, unknown>, overwrite: boolean) {
  const chains = listField(body, 'ruleChains');
  const metadata = listField(body, 'metadata');
  const newIds = new Map<string, string>();
  return transaction(ctx.db, () => {
    const results = chains.map((chain) => {
      const type = typeof chain.type === 'string' ? chain.type : 'CORE';
      const existing = overwrite && typeof chain.name === 'string'
        ? ctx.stores.ruleChains.allOfTenant(caller.tenantId).find((row) => row.type === type && row.name === chain.name)
        : undefined;
      const draft = { ...chain, id: existing ? { entityType: 'RULE_CHAIN', id: existing.id } : null, root: existing?.root === 1 };
      try {
        const saved = saveRuleChain(ctx, caller, draft);
        const oldId = idOf(chain.id);
        if (oldId !== null) newIds.set(oldId, saved.id);
        return {
          tenantId: { entityType: 'TENANT', id: caller.tenantId }, ruleChainId: { entityType: 'RULE_CHAIN', id: saved.id },
          ruleChainName: saved.name, updated: existing !== undefined, error: null,
        };
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        return {
          tenantId: { entityType: 'TENANT', id: caller.tenantId }, ruleChainId: null,
          ruleChainName: typeof chain.name === 'string' ? chain.name : null, updated: false, error: error.message,
        };
      }
    });
    for (const entry of metadata) {
      const chainId = newIds.get(idOf(entry.ruleChainId) ?? '');
      if (chainId === undefined) continue;
      const nodes = listField(entry, 'nodes').map((node) => ({ ...node, id: null }));
      saveRuleChainMetaData(ctx, caller, { ...entry, ruleChainId: { entityType: 'RULE_CHAIN', id: chainId }, nodes });
    }
    return results;
  });
}
