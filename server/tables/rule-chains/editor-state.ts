import type { FastifyRequest } from 'fastify';
import { chainDraftOf, endChainDraft, keepChainDraft } from '../../session/editor-drafts.ts';
import { changed, undone } from '../../domain/rule-chain-draft.ts';
import { ruleChainsApi } from '../../platform/api/rule-chains.ts';
import type { ComponentDescriptor, RuleChain, RuleChainMetaData, RuleChainType, RuleNode } from '../../platform/types/rule-chain.ts';
import { RULE_CHAIN_INPUT_NODE } from '../../domain/rule-chain-picture.ts';
import { postedValue } from '../../domain/posted-value.ts';

/** What the editor works on: the saved chain, its metadata as edited (the draft's, else the platform's), the library. */
export interface EditorState {
  chain: RuleChain;
  metadata: RuleChainMetaData;
  /** Unsaved changes exist. */
  dirty: boolean;
  canUndo: boolean;
  components: ComponentDescriptor[];
  /** The editor's address (without the base path). */
  path: string;
  /** The chains of this type a rule-chain node may send to, read only for that node's dialog. */
  targetChains?: Array<{ id: string; name: string }>;
  /** The platform runs TBEL scripts (`tbelEnabled`): script nodes offer the language choice. */
  tbelEnabled: boolean;
}

/** The editor's address of this request: the route's pattern with its parameters. */
export function editorPath(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/**
 * Reads the chain, its metadata and the components of its type. A chain of another type than the address's is not
 * found here (an edge chain opened at `/ruleChains/<id>`), as upstream's resolver refuses it.
 */
export async function loadEditor(request: FastifyRequest, type: RuleChainType, path: string): Promise<EditorState | null> {
  const { entityId } = request.params as { entityId: string };
  const chain = await ruleChainsApi.getRuleChain(request.platform, entityId);
  if (chain.type !== type) return null;
  const draft = chainDraftOf(request.session, entityId);
  const [metadata, components, tbelEnabled] = await Promise.all([
    draft ? draft.metadata : ruleChainsApi.getMetadata(request.platform, entityId),
    ruleChainsApi.getComponents(request.platform, type),
    ruleChainsApi.tbelEnabled(request.platform),
  ]);
  return { chain: draft?.settings ? { ...chain, ...draft.settings } : chain, metadata, dirty: draft !== undefined, canUndo: (draft?.undo.length ?? 0) > 0, components, path, tbelEnabled };
}

/** Keeps one change of the chain in the session's draft. */
export function applyChange(request: FastifyRequest, state: EditorState, next: RuleChainMetaData): void {
  const id = state.chain.id.id;
  keepChainDraft(request.session, changed(id, chainDraftOf(request.session, id), state.metadata, next));
}

/** Takes back the last change; back at the saved chain the draft ends. */
export function undoChange(request: FastifyRequest, state: EditorState): void {
  const id = state.chain.id.id;
  const draft = chainDraftOf(request.session, id);
  if (!draft) return;
  const previous = undone(draft);
  if (previous) keepChainDraft(request.session, previous);
  else endChainDraft(request.session, id);
}

export function discardChanges(request: FastifyRequest, state: EditorState): void {
  endChainDraft(request.session, state.chain.id.id);
}

/** The node at a posted or asked index, or none. */
export function nodeAt(state: EditorState, raw: unknown): { index: number; node: RuleNode } | undefined {
  const text = typeof raw === 'string' ? raw : '';
  if (!/^\d{1,5}$/.test(text)) return undefined;
  const index = Number(text);
  const node = state.metadata.nodes[index];
  return node ? { index, node } : undefined;
}

/** The component of a node's class. */
export function componentOf(state: EditorState, clazz: string): ComponentDescriptor | undefined {
  return state.components.find((c) => c.clazz === clazz);
}

/** The most chains a rule-chain node's choice lists (by name); a tenant with more types the rest by search elsewhere. */
const TARGET_LIMIT = 500;

/** Reads the chains a rule-chain node may send to, when the dialog asked for is about such a node. */
export async function withTargetChains(request: FastifyRequest, state: EditorState, query: Record<string, unknown>): Promise<EditorState> {
  const dialog = postedValue(query.dialog, 64);
  const clazz = dialog === 'add-node' ? postedValue(query.component, 255) : dialog === 'node' ? nodeAt(state, query.node)?.node.type : undefined;
  if (clazz !== RULE_CHAIN_INPUT_NODE) return state;
  const page = await ruleChainsApi.getRuleChains(request.platform, { pageSize: TARGET_LIMIT, page: 0, sortProperty: 'name', sortOrder: 'ASC' }, state.chain.type);
  return { ...state, targetChains: page.data.filter((c) => c.id.id !== state.chain.id.id).map((c) => ({ id: c.id.id, name: c.name })) };
}
