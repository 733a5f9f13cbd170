import type { FastifyInstance } from 'fastify';
import { TA, requireAuthority } from '../auth/caller.ts';
import type { EmulatorContext } from '../context.ts';
import { notFound } from '../http/api-error.ts';
import { sendEmpty } from '../http/body.ts';
import { uuidParam } from '../http/params.ts';
import { isObject } from '../lib/json.ts';
import { checkRuleChain } from '../security/content-checks.ts';
import { createEventStore } from '../store/events.ts';

/** The newest two debug events of a node are looked at, as on the platform: an OUT event may be the newest. */
const LATEST_EVENTS = { pageSize: 2, page: 0, textSearch: '', sortProperty: 'createdTime', sortOrder: 'DESC' } as const;

export function ruleNodeDebugRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  const events = createEventStore(ctx.db);
  // The latest message that entered the node (its DEBUG_RULE_NODE event of type IN), used to prefill script tests.
  app.get('/api/ruleNode/:ruleNodeId/debugIn', async (request, reply) => {
    const caller = requireAuthority(request, TA);
    const id = uuidParam(request.params, 'ruleNodeId');
    const node = ctx.stores.ruleChains.findNode(id);
    if (!node) throw notFound(`Rule node with id [${id}] is not found`);
    checkRuleChain(ctx, caller, node.rule_chain_id, 'READ');
    const query = {
      tenantId: caller.tenantId, entityId: id, eventType: 'DEBUG_RULE_NODE', startTime: null, endTime: null, match: {},
    } as const;
    const latest = events.findPage(query, LATEST_EVENTS).data as Array<{ body: unknown }>;
    const input = latest.find((event) => isObject(event.body) && event.body.type === 'IN');
    return input === undefined ? sendEmpty(reply) : input.body;
  });
}
