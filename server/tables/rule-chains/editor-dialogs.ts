import type { FastifyRequest } from 'fastify';
import type { EditorDialogView } from '../../../views/rule-chains/editor-dialogs.tsx';
import { addConnections, addNode, deleteConnections, deleteNode, freePlace, labelsBetween, moveNode, setFirstNode, updateNode } from '../../domain/rule-chain-graph.ts';
import { nodeDefinitionOf } from '../../domain/node-config-form.ts';
import type { RuleChainMetaData } from '../../platform/types/rule-chain.ts';
import { componentOf, discardChanges, nodeAt, type EditorState } from './editor-state.ts';
import { nodeDialogView, nodeFormInput, readCoordinate, readNodeForm } from './editor-node-form.ts';
import { postedValue } from '../../domain/posted-value.ts';

/** What a dialog's post did: a change of the chain (or none, Discard), or the dialog again with its messages. */
export type EditorSubmit = { kind: 'change'; metadata: RuleChainMetaData } | { kind: 'done' } | { kind: 'invalid'; view: EditorDialogView };

export interface EditorDialog {
  /** The dialog's view from its address; null when the address names nothing (a node that is not there). */
  view(request: FastifyRequest, state: EditorState, query: Record<string, unknown>): EditorDialogView | null;
  submit(request: FastifyRequest, state: EditorState, query: Record<string, unknown>, body: Record<string, unknown>): EditorSubmit | null;
}

const list = (v: unknown): string[] => (Array.isArray(v) ? v : v === undefined ? [] : [v]).map((s) => postedValue(s, 255)).filter((s) => s !== '');

/** An address below the editor's with its dialog's parameters. */
export function dialogHref(state: EditorState, dialog: string, params: Record<string, string | number> = {}): string {
  const query = new URLSearchParams({ dialog, ...Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])) });
  return `${state.path}?${query.toString()}`;
}

const base = (state: EditorState, dialog: string, params: Record<string, string | number>) => ({ action: dialogHref(state, dialog, params), cancelHref: state.path });

/** A question with one button: delete, set first, discard. */
function confirmDialog(spec: { name: string; title: string; text: (request: FastifyRequest, state: EditorState, node: number | undefined, query: Record<string, unknown>) => string; label: string; needsNode: boolean; apply: (state: EditorState, node: number, query: Record<string, unknown>) => RuleChainMetaData | null }): EditorDialog {
  const view = (request: FastifyRequest, state: EditorState, query: Record<string, unknown>): EditorDialogView | null => {
    const { t } = request.view();
    const at = nodeAt(state, query.node);
    if (spec.needsNode && !at) return null;
    const params: Record<string, string | number> = at ? { node: at.index } : {};
    if (query.to !== undefined) params.to = postedValue(query.to, 6);
    return { kind: 'confirm', title: t(spec.title), text: spec.text(request, state, at?.index, query), submitLabel: t(spec.label), ...base(state, spec.name, params) };
  };
  return {
    view,
    submit(request, state, query) {
      if (!view(request, state, query)) return null;
      if (!spec.needsNode) {
        discardChanges(request, state);
        return { kind: 'done' };
      }
      const next = spec.apply(state, nodeAt(state, query.node)!.index, query);
      return next ? { kind: 'change', metadata: next } : null;
    },
  };
}

const nodeName = (state: EditorState, index?: number) => (index === undefined ? '' : (state.metadata.nodes[index]?.name ?? ''));

const addNodeDialog: EditorDialog = {
  view(request, state, query) {
    const clazz = postedValue(query.component, 255);
    const component = componentOf(state, clazz);
    if (!component) return null;
    const { t } = request.view();
    const configuration = structuredClone(nodeDefinitionOf(component).defaultConfiguration);
    const at = freePlace(state.metadata);
    const input = nodeFormInput({ name: '', debugMode: false, configuration, additionalInfo: { layoutX: at.x, layoutY: at.y } }, component, state);
    return nodeDialogView({ title: t('rulenode.add'), ...base(state, 'add-node', { component: clazz }), submitLabel: t('action.add'), component, clazz, configuration, input, withPosition: true, context: state });
  },
  submit(request, state, query, body) {
    const clazz = postedValue(query.component, 255);
    const component = componentOf(state, clazz);
    if (!component) return null;
    const { t } = request.view();
    const configuration = structuredClone(nodeDefinitionOf(component).defaultConfiguration);
    const read = readNodeForm(request, component, configuration, body, true, state);
    if (!read.ok || !read.position) {
      return { kind: 'invalid', view: nodeDialogView({ title: t('rulenode.add'), ...base(state, 'add-node', { component: clazz }), submitLabel: t('action.add'), component, clazz, configuration, input: read.input, errors: read.errors, withPosition: true, context: state }) };
    }
    return { kind: 'change', metadata: addNode(state.metadata, { ...read.changes, type: clazz, ...read.position }) };
  },
};

/** The edit dialog of a node; the test dialog and the node's events are reached from it (saved nodes have events). */
function editNodeDialog(links: { testHref: (state: EditorState, index: number, path: string) => string; eventsHref: (state: EditorState, nodeId: string) => string }): EditorDialog {
  const spec = (request: FastifyRequest, state: EditorState, index: number) => {
    const node = state.metadata.nodes[index];
    const { t } = request.view();
    return {
      title: t('rulenode.rulenode-details'),
      ...base(state, 'node', { node: index }),
      submitLabel: t('action.apply'),
      component: componentOf(state, node.type),
      clazz: node.type,
      configuration: node.configuration,
      withPosition: false,
      context: state,
      testHref: (path: string) => links.testHref(state, index, path),
      eventsHref: node.id ? links.eventsHref(state, node.id.id) : undefined,
    };
  };
  return {
    view(request, state, query) {
      const at = nodeAt(state, query.node);
      if (!at) return null;
      const s = spec(request, state, at.index);
      return nodeDialogView({ ...s, input: nodeFormInput(at.node, s.component, state) });
    },
    submit(request, state, query, body) {
      const at = nodeAt(state, query.node);
      if (!at) return null;
      const s = spec(request, state, at.index);
      const read = readNodeForm(request, s.component, at.node.configuration, body, false, state);
      if (!read.ok) return { kind: 'invalid', view: nodeDialogView({ ...s, input: read.input, errors: read.errors }) };
      return { kind: 'change', metadata: updateNode(state.metadata, at.index, read.changes) };
    },
  };
}

const moveDialog: EditorDialog = {
  view(request, state, query) {
    const at = nodeAt(state, query.node);
    if (!at) return null;
    const { t } = request.view();
    const info = at.node.additionalInfo;
    return { kind: 'move', title: t('rulenode.move'), node: at.node.name, x: String(info?.layoutX ?? 0), y: String(info?.layoutY ?? 0), submitLabel: t('rulenode.move'), ...base(state, 'move', { node: at.index }) };
  },
  submit(request, state, query, body) {
    const view = moveDialog.view(request, state, query);
    const at = nodeAt(state, query.node);
    if (!view || view.kind !== 'move' || !at) return null;
    const { t } = request.view();
    const x = readCoordinate(body['additionalInfo.layoutX']);
    const y = readCoordinate(body['additionalInfo.layoutY']);
    if (typeof x === 'number' && typeof y === 'number') return { kind: 'change', metadata: moveNode(state.metadata, at.index, x, y) };
    const errors: Record<string, string> = {};
    if (typeof x !== 'number') errors['additionalInfo.layoutX'] = t(x.key);
    if (typeof y !== 'number') errors['additionalInfo.layoutY'] = t(y.key);
    return { kind: 'invalid', view: { ...view, x: postedValue(body['additionalInfo.layoutX'], 20), y: postedValue(body['additionalInfo.layoutY'], 20), errors } };
  },
};

/** Connect a node to another with relation types: the source's own, and custom ones when its component allows. */
const connectDialog: EditorDialog = {
  view(request, state, query) {
    const at = nodeAt(state, query.node);
    if (!at) return null;
    const from = nodeDefinitionOf(componentOf(state, at.node.type));
    if (!from.outEnabled) return null;
    const { t } = request.view();
    const targets = state.metadata.nodes
      .map((node, index) => ({ index, name: node.name, enabled: index !== at.index && nodeDefinitionOf(componentOf(state, node.type)).inEnabled }))
      .filter((n) => n.enabled)
      .map(({ index, name }) => ({ index, name }));
    const to = nodeAt(state, query.to);
    const checked = to ? labelsBetween(state.metadata, at.index, to.index) : [];
    const relationTypes = [...new Set([...from.relationTypes, ...checked])];
    return {
      kind: 'connect', title: t('rulenode.add-link'), from: at.node.name, targets, to: to?.index, relationTypes, checked,
      custom: from.customRelations ? '' : undefined, submitLabel: to ? t('action.apply') : t('action.add'),
      ...base(state, 'connect', to ? { node: at.index, to: to.index } : { node: at.index }),
    };
  },
  submit(request, state, query, body) {
    const view = connectDialog.view(request, state, query);
    const at = nodeAt(state, query.node);
    if (!view || view.kind !== 'connect' || !at) return null;
    const { t } = request.view();
    const to = nodeAt(state, postedValue(body.to, 6));
    const checked = list(body.labels).filter((l) => view.relationTypes.includes(l));
    const custom = view.custom === undefined ? [] : postedValue(body.custom, 1000).split(',').map((s) => s.trim()).filter((s) => s !== '');
    const errors: Record<string, string> = {};
    if (!to || !view.targets.some((n) => n.index === to.index)) errors.to = t('rulenode.link-target-required');
    if (checked.length + custom.length === 0) errors.labels = t('rulenode.link-labels-required');
    if (custom.some((c) => c.length > 255)) errors.custom = t('rulenode.link-label-max-length');
    if (Object.keys(errors).length > 0 || !to) {
      return { kind: 'invalid', view: { ...view, to: to?.index, checked, custom: view.custom === undefined ? undefined : postedValue(body.custom, 1000), errors } };
    }
    // Opened on an existing link (both ends in its address), the dialog sets that link's labels; else it adds.
    const editing = nodeAt(state, query.to)?.index === to.index;
    const from = editing ? deleteConnections(state.metadata, at.index, to.index) : state.metadata;
    return { kind: 'change', metadata: addConnections(from, at.index, to.index, [...checked, ...custom]) };
  },
};

/** The editor's dialogs by their `dialog=` name. */
export function editorDialogs(links: Parameters<typeof editNodeDialog>[0]): Record<string, EditorDialog> {
  return {
    'add-node': addNodeDialog,
    node: editNodeDialog(links),
    move: moveDialog,
    connect: connectDialog,
    'delete-node': confirmDialog({
      name: 'delete-node', title: 'rulenode.delete', label: 'action.delete', needsNode: true,
      text: (request, state, node) => request.view().t('rulenode.delete-text', { name: nodeName(state, node) }),
      apply: (state, node) => deleteNode(state.metadata, node),
    }),
    'delete-link': confirmDialog({
      name: 'delete-link', title: 'rulenode.delete-link', label: 'action.delete', needsNode: true,
      text: (request, state, node, query) => request.view().t('rulenode.delete-link-text', { from: nodeName(state, node), to: nodeName(state, nodeAt(state, query.to)?.index) }),
      apply: (state, node, query) => {
        const to = nodeAt(state, query.to);
        return to ? deleteConnections(state.metadata, node, to.index) : null;
      },
    }),
    first: confirmDialog({
      name: 'first', title: 'rulenode.set-first', label: 'rulenode.set-first', needsNode: true,
      text: (request, state, node) => request.view().t('rulenode.set-first-text', { name: nodeName(state, node) }),
      apply: (state, node) => setFirstNode(state.metadata, node),
    }),
    discard: confirmDialog({
      name: 'discard', title: 'rulechain.discard', label: 'rulechain.discard', needsNode: false,
      text: (request) => request.view().t('rulechain.discard-text'),
      apply: () => null,
    }),
  };
}
