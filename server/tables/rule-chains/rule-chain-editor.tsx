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
import { endChainDraft } from '../../session/editor-drafts.ts';
import { notFound } from '../../plugins/not-found.tsx';
import { success } from '../../notices/notice.ts';
import { Uuid } from '../../route-schemas.ts';
import { seeOther } from '../entity-posts.ts';
import { editorDialogs, dialogHref } from './editor-dialogs.ts';
import { editorPageProps } from './editor-page-props.ts';
import { scriptTestView, submitScriptTest } from './editor-script-test.ts';
import { chainSettingsView, SETTINGS_DIALOG, submitChainSettings } from './editor-chain-settings.ts';
import { applyChange, editorPath, undoChange, withTargetChains, type EditorState } from './editor-state.ts';
import type { ChainFormInput, EditorMode } from './editor-modes.ts';
import { postedValue } from '../../domain/posted-value.ts';

interface EditorSpec {
  /** The route table's row of the editor's address. */
  route: RouteId;
  params?: TProperties;
  mode: EditorMode;
}

/**
 * The rule chain editor's addresses (console-map §1: `/ruleChains/:id`, the edge variants, the import pages): the chain
 * as a picture with the node library, every change a dialog at its own address that posts a form, kept as a draft in
 * the session until Save or Discard; Undo takes back one change at a time. The mode says where the chain comes from
 * and what Save does (editor-modes.ts).
 */
export function editorRoutes(app: FastifyInstance, spec: EditorSpec): void {
  const { mode } = spec;
  const pattern = ROUTES[spec.route].path;
  const config = { routeId: spec.route };
  const schema = { params: Type.Object({ ...spec.params, ...(pattern.includes(':entityId') ? { entityId: Uuid } : {}) }) };
  const links = {
    testHref: (state: EditorState, index: number, path: string) => dialogHref(state, 'test-script', { node: index, field: path }),
    eventsHref: (state: EditorState, nodeId: string) => `${state.path}/nodes/${encodeURIComponent(nodeId)}/events?eventType=DEBUG_RULE_NODE`,
  };
  const dialogs = editorDialogs(links);
  const stateOf = (request: FastifyRequest) => mode.load(request, editorPath(pattern, request.params as Record<string, string>));
  const missing = (request: FastifyRequest, reply: FastifyReply) => (mode.missing ? reply.redirectTo(mode.missing) : notFound(request, reply));

  const answer = async (request: FastifyRequest, reply: FastifyReply, state: EditorState, status: number, extra: { dialog?: ReactNode; formError?: string; selected?: number; chain?: ChainFormInput } = {}) => {
    const view = request.view();
    const query = request.query as Record<string, unknown>;
    const props = await editorPageProps(request, state, { search: postedValue(query.q, 100), ...extra, links });
    const own = await mode.page(request, state, extra.chain);
    const crumbs = routeCrumbs(spec.route, view, { params: request.params as Record<string, string>, label: () => own.crumb ?? props.name });
    const title = view.t((ROUTES[spec.route] as { title?: string }).title ?? 'rulechain.rulechain');
    const settingsHref = mode.chainSettings ? dialogHref(state, SETTINGS_DIALOG) : undefined;
    return reply.page(<RuleChainEditorPage {...props} title={title} crumbs={crumbs} exportHref={own.exportHref} eventsHref={own.eventsHref} chainForm={own.chainForm} settingsHref={settingsHref} />, status);
  };

  app.get(pattern, { config, schema }, async (request, reply) => {
    const state = await stateOf(request);
    if (!state) return missing(request, reply);
    const query = request.query as Record<string, unknown>;
    const name = postedValue(query.dialog, 64);
    if (!name) return answer(request, reply, state, 200);
    if (name === SETTINGS_DIALOG && mode.chainSettings) return answer(request, reply, state, 200, { dialog: <EditorDialog dialog={await chainSettingsView(request, state)} /> });
    if (name === 'test-script') {
      const view = scriptTestView(state, query);
      return view ? answer(request, reply, state, 200, { dialog: <ScriptTestDialog view={view} /> }) : notFound(request, reply);
    }
    const view = dialogs[name]?.view(request, await withTargetChains(request, state, query), query);
    if (!view) return notFound(request, reply);
    return answer(request, reply, state, 200, { dialog: <EditorDialog dialog={view} />, selected: Number(postedValue(query.node, 6)) });
  });

  app.post(pattern, { config, schema }, async (request, reply) => {
    const state = await stateOf(request);
    if (!state) return missing(request, reply);
    const query = request.query as Record<string, unknown>;
    const body = (request.body ?? {}) as Record<string, unknown>;
    const name = postedValue(query.dialog, 64);
    if (name === SETTINGS_DIALOG && mode.chainSettings) {
      const refused = await submitChainSettings(request, state, body);
      return refused ? answer(request, reply, state, 400, { dialog: <EditorDialog dialog={refused} /> }) : seeOther(request, reply, state.path);
    }
    if (name === 'test-script') {
      const result = await submitScriptTest(request, state, query, body);
      if (!result) return notFound(request, reply);
      if (result.kind === 'view') return answer(request, reply, state, result.status, { dialog: <ScriptTestDialog view={result.view} /> });
      applyChange(request, state, result.metadata);
      return seeOther(request, reply, dialogHref(state, 'node', { node: result.node }));
    }
    if (name) {
      const result = dialogs[name]?.submit(request, await withTargetChains(request, state, query), query, body);
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
    const saved = await mode.save(request, state, body);
    if (saved.kind === 'refused') return answer(request, reply, state, saved.status, { formError: saved.formError, chain: saved.chain });
    endChainDraft(request.session, state.chain.id.id);
    success(request, saved.message);
    return seeOther(request, reply, saved.path);
  });

  if (mode.nodeEvents) nodeEventRoutes(app, { pattern, config, params: spec.params, stateOf, route: spec.route });
}

/** A node's debug events: the events tab's part for the node (saved nodes only: new ones have no id yet). */
function nodeEventRoutes(app: FastifyInstance, spec: { pattern: string; config: { routeId: RouteId }; params?: TProperties; stateOf: (request: FastifyRequest) => Promise<EditorState | null>; route: RouteId }) {
  const { pattern, config, stateOf } = spec;
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
