import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { ruleChainsApi } from '../../platform/api/rule-chains.ts';
import { Uuid } from '../../route-schemas.ts';

/** A chain as upstream's export writes it: without ids, tenant and times, so that an import creates a new one. */
export async function exportedChain(request: FastifyRequest, id: string) {
  const [chain, metadata] = await Promise.all([ruleChainsApi.getRuleChain(request.platform, id), ruleChainsApi.getMetadata(request.platform, id)]);
  return {
    ruleChain: { name: chain.name, type: chain.type, firstRuleNodeId: null, root: false, debugMode: chain.debugMode, configuration: chain.configuration, additionalInfo: chain.additionalInfo },
    metadata: {
      firstNodeIndex: metadata.firstNodeIndex,
      nodes: metadata.nodes.map((node) => ({ type: node.type, name: node.name, debugMode: node.debugMode, configuration: node.configuration, additionalInfo: node.additionalInfo })),
      connections: metadata.connections ?? [],
      ruleChainConnections: metadata.ruleChainConnections ?? null,
    },
  };
}

/** `GET /ruleChains/<id>/export`: the chain's JSON file, whatever list it was exported from. */
export function ruleChainExport(app: FastifyInstance): void {
  const schema = { params: Type.Object({ entityId: Uuid }) };
  app.get('/ruleChains/:entityId/export', { config: { access: ['TENANT_ADMIN'] }, schema }, async (request, reply) => {
    const { entityId } = request.params as { entityId: string };
    const data = await exportedChain(request, entityId);
    const file = `${data.ruleChain.name.replace(/[^\p{L}\p{N}_. -]+/gu, '_').trim() || 'rule_chain'}.json`;
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="rule_chain.json"; filename*=UTF-8''${encodeURIComponent(file)}`)
      .header('cache-control', 'no-store')
      .send(JSON.stringify(data, null, 2));
  });
}
