import { Type, type TProperties } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ReactNode } from 'react';
import { EditorDialog } from '../../../views/rule-chains/editor-dialogs.tsx';
import { RuleChainEditorPage } from '../../../views/rule-chains/editor-page.tsx';
import { ScriptTestDialog } from '../../../views/parts/script-test/script-test-dialog.tsx';
import { NodeEventsPage } from '../../../views/rule-chains/node-events-page.tsx';
import { eventsTab } from '../tabs/events-tab.tsx';
import { routeCrumbs } from '../../domain/route-crumbs.ts';
import { ROUTES, type RouteId } from '../../domain/route-table.ts';
import { endChainDraft } from '../../session/console-session.ts';
import { notFound } from '../../plugins/not-found.tsx';
import { success } from '../../notices/notice.ts';
import { ruleChainsApi } from '../../platform/api/rule-chains.ts';
import type { RuleChainType } from '../../platform/types/rule-chain.ts';
import { Uuid } from '../../route-schemas.ts';
import { seeOther } from '../entity-posts.ts';
import { refusalOf } from '../refusal.ts';
import { editorDialogs, dialogHref } from './editor-dialogs.ts';
import { editorPageProps } from './editor-page-props.ts';
import { scriptTestView, submitScriptTest } from './editor-script-test.ts';
import { applyChange, editorPath, loadEditor, undoChange, type EditorState } from './editor-state.ts';
import { exportPath } from './rule-chain-dialogs.ts';
import { postedValue } from '../../domain/posted-value.ts';

interface EditorSpec {
  type: RuleChainType;
  /** The route table's row of the editor's address. */
  route: RouteId;
  params?: TProperties;
}


/**
 * The rule chain editor at a chain's address (console-map §1: `/ruleChains/:id` and the edge variants): the chain as
 * a picture with the node library, every change a dialog at its own address that posts a form, kept as a draft in the
 * session until Save (the chain, then its metadata) or Discard; Undo takes back one change at a time.
 */
export function ruleChainEditor(app: FastifyInstance, spec: EditorSpec): void {
  const pattern = ROUTES[spec.route].path;
  const config = { routeId: spec.route };
  const schema = { params: Type.Object({ ...spec.params, entityId: Uuid }) };
  const links = {
    testHref: (state: EditorState, index: number, path: string) => dialogHref(state, 'test-script', { node: index, field: path }),
    eventsHref: (state: EditorState, nodeId: string) => `${state.path}/nodes/${encodeURIComponent(nodeId)}/events?eventType=DEBUG_RULE_NODE`,
  };
  const dialogs = editorDialogs(links);
  const stateOf = (request: FastifyRequest) => loadEditor(request, spec.type, editorPath(pattern, request.params as Record<string, string>));

  const answer = async (request: FastifyRequest, reply: FastifyReply, state: EditorState, status: number, extra: { dialog?: ReactNode; formError?: string; selected?: number } = {}) => {
    const view = request.view();
    const query = request.query as Record<string, unknown>;
    const props = await editorPageProps(request, state, { search: postedValue(query.q, 100), ...extra, links });
    const crumbs = routeCrumbs(spec.route, view, { params: request.params as Record<string, string>, label: () => props.name });
    const title = view.t((ROUTES[spec.route] as { title?: string }).title ?? 'rulechain.rulechain');
    return reply.page(<RuleChainEditorPage {...props} title={title} crumbs={crumbs} exportHref={exportPath(state.chain)} />, status);
  };

  app.get(pattern, { config, schema }, async (request, reply) => {
    const state = await stateOf(request);
    if (!state) return notFound(request, reply);
    const query = request.query as Record<string, unknown>;
    const name = postedValue(query.dialog, 64);
    if (!name) return answer(request, reply, state, 200);
    if (name === 'test-script') {
      const view = scriptTestView(state, query);
      return view ? answer(request, reply, state, 200, { dialog: <ScriptTestDialog view={view} /> }) : notFound(request, reply);
    }
    const view = dialogs[name]?.view(request, state, query);
    if (!view) return notFound(request, reply);
    return answer(request, reply, state, 200, { dialog: <EditorDialog dialog={view} />, selected: Number(postedValue(query.node, 6)) });
  });

  app.post(pattern, { config, schema }, async (request, reply) => {
    const state = await stateOf(request);
    if (!state) return notFound(request, reply);
    const query = request.query as Record<string, unknown>;
    const body = (request.body ?? {}) as Record<string, unknown>;
    const name = postedValue(query.dialog, 64);
    if (name === 'test-script') {
      const result = await submitScriptTest(request, state, query, body);
      if (!result) return notFound(request, reply);
      if (result.kind === 'view') return answer(request, reply, state, result.status, { dialog: <ScriptTestDialog view={result.view} /> });
      applyChange(request, state, result.metadata);
      return seeOther(request, reply, dialogHref(state, 'node', { node: result.node }));
    }
    if (name) {
      const result = dialogs[name]?.submit(request, state, query, body);
      if (!result) return notFound(request, reply);
      if (result.kind === 'invalid') return answer(request, reply, state, 400, { dialog: <EditorDialog dialog={result.view} /> });
      if (result.kind === 'change') applyChange(request, state, result.metadata);
      return seeOther(request, reply, state.path);
    }
    const op = postedValue(body.op);
    if (op === 'undo') {
      undoChange(request, state);
      return seeOther(request, reply, state.path);
    }
    if (op !== 'save') return notFound(request, reply);
    try {
      // The chain as loaded (its name and debug mode are the details' form's), then the edited metadata.
      const saved = await ruleChainsApi.saveRuleChain(request.platform, state.chain);
      await ruleChainsApi.saveMetadata(request.platform, { ...state.metadata, ruleChainId: saved.id });
    } catch (err) {
      const refused = refusalOf(request, err);
      if (!refused) throw err;
      return answer(request, reply, state, refused.status, { formError: refused.message });
    }
    endChainDraft(request.session, state.chain.id.id);
    success(request, request.view().t('rulechain.saved', { name: state.chain.name }));
    return seeOther(request, reply, state.path);
  });

  // A node's debug events: the events tab's part for the node (saved nodes only: new ones have no id yet).
  const eventsSchema = { params: Type.Object({ ...spec.params, entityId: Uuid, nodeId: Uuid }) };
  const nodeEvents = async (request: FastifyRequest, reply: FastifyReply, body?: Record<string, unknown>) => {
    const state = await stateOf(request);
    const { nodeId } = request.params as { nodeId: string };
    const node = state?.metadata.nodes.find((n) => n.id?.id === nodeId);
    if (!state || !node) return notFound(request, reply);
    const path = `${state.path}/nodes/${encodeURIComponent(nodeId)}/events`;
    const ctx = { request, reply, entityId: { entityType: 'RULE_NODE', id: nodeId }, path, query: request.query as Record<string, unknown> };
    const result = body && eventsTab.submit ? await eventsTab.submit(ctx, body) : await eventsTab.show(ctx);
    if (result.kind === 'redirect') return seeOther(request, reply, result.path);
    if (result.kind === 'forbidden') return notFound(request, reply);
    if (result.node === null) return notFound(request, reply);
    const view = request.view();
    const crumbs = routeCrumbs(spec.route, view, { params: request.params as Record<string, string>, label: () => state.chain.name });
    return reply.page(
      <NodeEventsPage title={view.t('rulenode.events')} crumbs={crumbs} nodeName={node.name} backHref={state.path}>
        {result.node}
      </NodeEventsPage>,
      result.status ?? 200,
    );
  };
  app.get(`${pattern}/nodes/:nodeId/events`, { config, schema: eventsSchema }, (request, reply) => nodeEvents(request, reply));
  app.post(`${pattern}/nodes/:nodeId/events`, { config, schema: eventsSchema }, (request, reply) => nodeEvents(request, reply, (request.body ?? {}) as Record<string, unknown>));
}
