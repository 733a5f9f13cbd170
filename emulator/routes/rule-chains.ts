import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TA, requireAuthority } from '../auth/caller.ts';
import type { EmulatorContext } from '../context.ts';
import { badRequest, entityNotFound, general } from '../http/api-error.ts';
import { objectBody, sendEmpty, stringField } from '../http/body.ts';
import { bindPageParams, toPageLink } from '../http/page-link.ts';
import { uuidParam } from '../http/params.ts';
import { booleanParam, intParam, queryParams, queryValue } from '../http/query.ts';
import { deviceProfileChainTemplate } from '../seed/rule-chain-templates.ts';
import { checkRuleChain } from '../security/content-checks.ts';
import { audited, auditData, auditEntityAction, bodyTarget, saveActionOf } from '../services/audit-log.ts';
import { exportRuleChains, importRuleChains } from '../services/rule-chain-transfer.ts';
import {
  createChainFromTemplate, deleteRuleChain, ruleChainTypeOf, saveRuleChain, saveRuleChainMetaData,
} from '../services/rule-chains.ts';
import { toRuleChain, toRuleChainMetaData } from '../store/rule-chains.ts';
import type { RuleChainRow } from '../store/rule-chains.ts';

const OUTPUT_NODE = 'org.thingsboard.rule.engine.flow.TbRuleChainOutputNode';
const INPUT_NODE = 'org.thingsboard.rule.engine.flow.TbRuleChainInputNode';

const chainTarget = (row: RuleChainRow) => ({ entityType: 'RULE_CHAIN', id: row.id, name: row.name });

export function ruleChainRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  const { ruleChains } = ctx.stores;
  const chainParam = (request: FastifyRequest) => uuidParam(request.params, 'ruleChainId');
  const reload = (id: string) => {
    const row = ruleChains.findById(id);
    if (!row) throw entityNotFound('Rule chain', id);
    return row;
  };
  const outputLabels = (chainId: string) =>
    [...new Set(ruleChains.nodes(chainId).filter((node) => node.type === OUTPUT_NODE).map((node) => node.name))].sort();

  app.get('/api/ruleChain/tbelEnabled', async (request) => {
    requireAuthority(request, TA);
    return ctx.tbelEnabled;
  });

  app.get('/api/ruleChain/:ruleChainId', async (request) => {
    const caller = requireAuthority(request, TA);
    return toRuleChain(checkRuleChain(ctx, caller, chainParam(request), 'READ'));
  });

  app.get('/api/ruleChain/:ruleChainId/metadata', async (request) => {
    const caller = requireAuthority(request, TA);
    const chain = checkRuleChain(ctx, caller, chainParam(request), 'READ');
    return toRuleChainMetaData(chain, ruleChains.nodes(chain.id));
  });

  app.get('/api/ruleChain/:ruleChainId/output/labels', async (request) => {
    const caller = requireAuthority(request, TA);
    return outputLabels(checkRuleChain(ctx, caller, chainParam(request), 'READ').id);
  });

  app.get('/api/ruleChain/:ruleChainId/output/labels/usage', async (request) => {
    const caller = requireAuthority(request, TA);
    const chain = checkRuleChain(ctx, caller, chainParam(request), 'READ');
    const labels = outputLabels(chain.id);
    return ruleChains
      .findNodesOfType(caller.tenantId, INPUT_NODE)
      .filter((node) => {
        const configuration = node.configuration === null ? null : (JSON.parse(node.configuration) as { ruleChainId?: unknown });
        return configuration?.ruleChainId === chain.id;
      })
      .map((node) => ({
        ruleChainId: { entityType: 'RULE_CHAIN', id: node.rule_chain_id },
        ruleNodeId: { entityType: 'RULE_NODE', id: node.id },
        ruleChainName: node.chain_name,
        ruleNodeName: node.name,
        labels,
      }));
  });

  app.post('/api/ruleChain', async (request) => {
    const body = objectBody(request, 'org.thingsboard.server.common.data.rule.RuleChain');
    const caller = requireAuthority(request, TA);
    const saved = audited(
      ctx, caller, saveActionOf(body), bodyTarget('RULE_CHAIN', body), () => saveRuleChain(ctx, caller, body),
      (row) => ({ target: chainTarget(row), data: auditData.entity(toRuleChain(row)) }),
    );
    return toRuleChain(saved);
  });

  app.post('/api/ruleChain/device/default', async (request) => {
    const body = objectBody(request, 'org.thingsboard.server.common.data.rule.DefaultRuleChainCreateRequest');
    const caller = requireAuthority(request, TA);
    const name = stringField(body, 'name');
    if (name === null || name.trim() === '') throw badRequest('Rule chain name should be specified!');
    const chain = createChainFromTemplate(ctx, caller.tenantId, name, 'CORE', false, deviceProfileChainTemplate());
    auditEntityAction(ctx, caller, chainTarget(chain), 'ADDED', auditData.entity(toRuleChain(chain)));
    return toRuleChain(chain);
  });

  app.post('/api/ruleChain/:ruleChainId/root', async (request) => {
    const caller = requireAuthority(request, TA);
    const chain = checkRuleChain(ctx, caller, chainParam(request), 'WRITE');
    if (chain.root !== 1) {
      ruleChains.setRoot(chain);
      auditEntityAction(ctx, caller, chainTarget(chain), 'UPDATED', auditData.entity(toRuleChain({ ...chain, root: 1 })));
    }
    return toRuleChain(reload(chain.id));
  });

  app.post('/api/ruleChain/:ruleChainId/edgeTemplateRoot', async (request) => {
    const caller = requireAuthority(request, TA);
    const chain = checkRuleChain(ctx, caller, chainParam(request), 'WRITE');
    if (chain.type !== 'EDGE') throw badRequest('Edge template root rule chain should be of EDGE type!');
    if (chain.root !== 1) {
      ruleChains.setRoot(chain);
      auditEntityAction(ctx, caller, chainTarget(chain), 'UPDATED', auditData.entity(toRuleChain({ ...chain, root: 1 })));
    }
    return toRuleChain(reload(chain.id));
  });

  app.get('/api/ruleChain/autoAssignToEdgeRuleChains', async (request) => {
    const caller = requireAuthority(request, TA);
    return ruleChains.findAutoAssignedToEdge(caller.tenantId).map(toRuleChain);
  });

  for (const on of [true, false]) {
    const register = on ? app.post.bind(app) : app.delete.bind(app);
    register('/api/ruleChain/:ruleChainId/autoAssignToEdge', async (request: FastifyRequest) => {
      const caller = requireAuthority(request, TA);
      const chain = checkRuleChain(ctx, caller, chainParam(request), 'WRITE');
      if (chain.type !== 'EDGE') throw badRequest('Only EDGE rule chains can be assigned to edges automatically!');
      ruleChains.setAutoAssignToEdge(chain.id, on);
      return toRuleChain(reload(chain.id));
    });
  }

  app.post('/api/ruleChain/metadata', async (request) => {
    const body = objectBody(request, 'org.thingsboard.server.common.data.rule.RuleChainMetaData');
    const caller = requireAuthority(request, TA);
    const chain = saveRuleChainMetaData(ctx, caller, body);
    const metadata = toRuleChainMetaData(chain, ruleChains.nodes(chain.id));
    auditEntityAction(ctx, caller, chainTarget(chain), 'UPDATED', { ...auditData.entity(toRuleChain(chain)), metadata });
    return metadata;
  });

  app.get('/api/ruleChains', async (request) => {
    const params = bindPageParams(request);
    const caller = requireAuthority(request, TA);
    const type = ruleChainTypeOf(queryValue(params.query, 'type'));
    return ruleChains.findPage(caller.tenantId, type, toPageLink(params));
  });

  app.get('/api/ruleChains/export', async (request) => {
    const query = queryParams(request);
    const raw = queryValue(query, 'limit');
    if (raw === undefined) throw general("Required request parameter 'limit' for method parameter type int is not present");
    const limit = intParam('limit', raw);
    const caller = requireAuthority(request, TA);
    return exportRuleChains(ctx, caller.tenantId, limit);
  });

  app.post('/api/ruleChains/import', async (request) => {
    const body = objectBody(request, 'org.thingsboard.server.common.data.rule.RuleChainData');
    const overwrite = booleanParam(queryValue(queryParams(request), 'overwrite')) ?? false;
    const caller = requireAuthority(request, TA);
    return importRuleChains(ctx, caller, body, overwrite);
  });

  app.delete('/api/ruleChain/:ruleChainId', async (request, reply) => {
    const caller = requireAuthority(request, TA);
    const chain = checkRuleChain(ctx, caller, chainParam(request), 'DELETE');
    deleteRuleChain(ctx, chain);
    auditEntityAction(ctx, caller, chainTarget(chain), 'DELETED', auditData.entityId(chain.id));
    return sendEmpty(reply);
  });
}
