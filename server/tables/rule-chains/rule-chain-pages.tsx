import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { RuleChainImportPage } from '../../../views/rule-chains/import-page.tsx';
import { applyForm, parseForm, type FieldErrors, type FormInput } from '../../domain/entity-form.ts';
import type { ImportedRuleChain } from '../../domain/rule-chain-import.ts';
import { routeCrumbs } from '../../domain/route-crumbs.ts';
import { ROUTES, type RouteId } from '../../domain/route-table.ts';
import { success } from '../../notices/notice.ts';
import { ruleChainsApi } from '../../platform/api/rule-chains.ts';
import type { RuleChain, RuleChainMetaData, RuleChainType } from '../../platform/types/rule-chain.ts';
import { endRuleChainImport, ruleChainImportOf } from '../../session/console-session.ts';
import { Uuid } from '../../route-schemas.ts';
import { seeOther } from '../entity-posts.ts';
import { formView } from '../form-view.ts';
import { refusalOf } from '../refusal.ts';
import { pictureOf } from './picture-of.ts';
import { RULE_CHAIN_FORM } from './rule-chain-kind.ts';

/** The form's values of an imported chain, before the user changed them. */
function inputOf(chain: ImportedRuleChain): FormInput {
  return { name: chain.name, debugMode: chain.debugMode, 'additionalInfo.description': chain.description };
}

/** The imported chain's metadata for the chain the platform just created. */
function metadataFor(chain: RuleChain, metadata: RuleChainMetaData): RuleChainMetaData {
  return { ...metadata, ruleChainId: chain.id };
}

interface ImportPageSpec {
  type: RuleChainType;
  /** The route table's rows of the list and of its import page. */
  list: RouteId;
  page: RouteId;
}

/**
 * The import page of a list's chains (console-map §1: `…/ruleChain/import`): the chain read from a file, shown with
 * its picture until it is saved (the chain, then its metadata; a chain whose metadata is refused is deleted again).
 * Without a chain waiting it leads to the list, as upstream's guard does.
 */
export function ruleChainImportPage(app: FastifyInstance, spec: ImportPageSpec): void {
  const listPath = ROUTES[spec.list].path;
  const path = ROUTES[spec.page].path;
  const config = { routeId: spec.page };

  const answer = async (request: FastifyRequest, chain: ImportedRuleChain, status: number, edited?: { input: FormInput; errors?: FieldErrors; formError?: string }) => {
    const view = request.view();
    const input = edited?.input ?? inputOf(chain);
    const form = await formView(request, RULE_CHAIN_FORM, input, { errors: edited?.errors, formError: edited?.formError });
    const name = typeof input.name === 'string' && input.name ? input.name : chain.name;
    const crumbs = routeCrumbs(spec.page, view, { label: () => `${view.t('rulechain.import')}: ${name}` });
    const picture = await pictureOf(request, spec.type, chain.metadata);
    const title = view.t((ROUTES[spec.page] as { title?: string }).title ?? 'rulechain.rulechain');
    return <RuleChainImportPage title={title} crumbs={crumbs} form={form} picture={picture} name={name} action={view.url(path)} cancelHref={view.url(listPath)} />;
  };

  app.get(path, { config }, async (request, reply) => {
    const chain = ruleChainImportOf(request.session, spec.type);
    if (!chain) return reply.redirectTo(listPath);
    return reply.page(await answer(request, chain, 200));
  });

  app.post(path, { config }, async (request, reply) => {
    const chain = ruleChainImportOf(request.session, spec.type);
    if (!chain) return reply.redirectTo(listPath);
    const { input, errors } = parseForm(RULE_CHAIN_FORM, (request.body ?? {}) as Record<string, unknown>);
    if (Object.keys(errors).length > 0) return reply.page(await answer(request, chain, 400, { input, errors }), 400);
    const base = { type: spec.type, debugMode: false, configuration: chain.configuration, additionalInfo: chain.additionalInfo };
    let saved: RuleChain;
    try {
      saved = await ruleChainsApi.saveRuleChain(request.platform, applyForm(RULE_CHAIN_FORM, base, input));
    } catch (err) {
      const refused = refusalOf(request, err);
      if (!refused) throw err;
      return reply.page(await answer(request, chain, refused.status, { input, formError: refused.message }), refused.status);
    }
    try {
      await ruleChainsApi.saveMetadata(request.platform, metadataFor(saved, chain.metadata));
    } catch (err) {
      await ruleChainsApi.deleteRuleChain(request.platform, saved.id.id);
      const refused = refusalOf(request, err);
      if (!refused) throw err;
      return reply.page(await answer(request, chain, refused.status, { input, formError: refused.message }), refused.status);
    }
    endRuleChainImport(request.session);
    success(request, request.view().t('rulechain.imported', { name: saved.name }));
    return seeOther(request, reply, `${listPath}/${saved.id.id}`);
  });
}

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
