import type { TProperties } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FormView } from '../../domain/entity-view.ts';
import type { FieldErrors, FormInput } from '../../domain/entity-form.ts';
import { applyForm, parseForm } from '../../domain/form-input.ts';
import { importDraftKey } from '../../domain/rule-chain-draft.ts';
import type { ImportedRuleChain } from '../../domain/rule-chain-import.ts';
import { ROUTES, type RouteId } from '../../domain/route-table.ts';
import { ruleChainsApi } from '../../platform/api/rule-chains.ts';
import type { RuleChain, RuleChainMetaData, RuleChainType } from '../../platform/types/rule-chain.ts';
import { endRuleChainImport, ruleChainImportOf } from '../../session/console-session.ts';
import { chainDraftOf } from '../../session/editor-drafts.ts';
import { formView } from '../form-view.ts';
import { refusalOf } from '../refusal.ts';
import { editorRoutes } from './rule-chain-editor.tsx';
import { loadEditor, type EditorState } from './editor-state.ts';
import { exportPath } from './rule-chain-dialogs.ts';
import { RULE_CHAIN_FORM } from './rule-chain-kind.ts';

/** The chain's own form as posted (an import's name, debug mode and description), with its messages. */
export interface ChainFormInput {
  input: FormInput;
  errors?: FieldErrors;
}

export type SaveResult = { kind: 'saved'; path: string; message: string } | { kind: 'refused'; status: number; formError?: string; chain?: ChainFormInput };

/** What differs between editing a saved chain and an imported one: where it comes from, what the page adds, Save. */
export interface EditorMode {
  load(request: FastifyRequest, path: string): Promise<EditorState | null>;
  /** Where an address without its chain leads (an import page without an import: the list); else not found. */
  missing?: string;
  page(request: FastifyRequest, state: EditorState, chain?: ChainFormInput): Promise<{ chainForm?: FormView; exportHref?: string; eventsHref?: string; crumb?: string }>;
  save(request: FastifyRequest, state: EditorState, body: Record<string, unknown>): Promise<SaveResult>;
  nodeEvents?: boolean;
  /** The chain's name, debug mode and description are edited in a dialog of the editor (an import has its form). */
  chainSettings?: boolean;
}

const refused = (request: FastifyRequest, err: unknown, chain?: ChainFormInput): SaveResult => {
  const refusal = refusalOf(request, err);
  if (!refusal) throw err;
  return { kind: 'refused', status: refusal.status, formError: refusal.message, chain };
};

/** A saved chain: Save sends the chain as loaded with the settings dialog's changes, then the edited metadata. */
function savedMode(type: RuleChainType): EditorMode {
  return {
    load: (request, path) => loadEditor(request, type, path),
    page: async (_request, state) => ({ exportHref: exportPath(state.chain), eventsHref: `${state.path}/events` }),
    async save(request, state) {
      try {
        const saved = await ruleChainsApi.saveRuleChain(request.platform, state.chain);
        await ruleChainsApi.saveMetadata(request.platform, { ...state.metadata, ruleChainId: saved.id });
      } catch (err) {
        return refused(request, err);
      }
      return { kind: 'saved', path: state.path, message: request.view().t('rulechain.saved', { name: state.chain.name }) };
    },
    nodeEvents: true,
    chainSettings: true,
  };
}

/** The chain an import stands for until it is saved: no id on the platform yet, so the draft's key stands in. */
function importedChain(imported: ImportedRuleChain): RuleChain {
  return {
    id: { entityType: 'RULE_CHAIN', id: importDraftKey(imported.type) }, createdTime: 0, tenantId: { entityType: 'TENANT', id: '' },
    name: imported.name, type: imported.type, firstRuleNodeId: null, root: false, debugMode: imported.debugMode,
    configuration: imported.configuration, externalId: null, additionalInfo: imported.additionalInfo,
  };
}

/**
 * An imported chain (console-map §1: `…/ruleChain/import`) in the editor before its first save: its name, debug mode
 * and description above the editor; Save creates the chain, then its metadata (a chain whose metadata is refused is
 * deleted again) and opens the saved chain's editor.
 */
function importMode(type: RuleChainType, listPath: string): EditorMode {
  return {
    missing: listPath,
    async load(request, path) {
      const imported = ruleChainImportOf(request.session, type);
      if (!imported) return null;
      const draft = chainDraftOf(request.session, importDraftKey(type));
      const [components, tbelEnabled] = await Promise.all([ruleChainsApi.getComponents(request.platform, type), ruleChainsApi.tbelEnabled(request.platform)]);
      return { chain: importedChain(imported), metadata: draft?.metadata ?? imported.metadata, dirty: draft !== undefined, canUndo: (draft?.undo.length ?? 0) > 0, components, path, tbelEnabled };
    },
    async page(request, state, chain) {
      const input = chain?.input ?? { name: state.chain.name, debugMode: state.chain.debugMode, 'additionalInfo.description': String(state.chain.additionalInfo?.description ?? '') };
      const name = typeof input.name === 'string' && input.name ? input.name : state.chain.name;
      return { chainForm: await formView(request, RULE_CHAIN_FORM, input, { errors: chain?.errors }), crumb: `${request.view().t('rulechain.import')}: ${name}` };
    },
    async save(request, state, body) {
      const { input, errors } = parseForm(RULE_CHAIN_FORM, body);
      if (Object.keys(errors).length > 0) return { kind: 'refused', status: 400, chain: { input, errors } };
      const base = { type, debugMode: false, configuration: state.chain.configuration, additionalInfo: state.chain.additionalInfo };
      let saved: RuleChain;
      try {
        saved = await ruleChainsApi.saveRuleChain(request.platform, applyForm(RULE_CHAIN_FORM, base, input));
      } catch (err) {
        return refused(request, err, { input });
      }
      try {
        await ruleChainsApi.saveMetadata(request.platform, { ...(state.metadata as RuleChainMetaData), ruleChainId: saved.id });
      } catch (err) {
        await ruleChainsApi.deleteRuleChain(request.platform, saved.id.id);
        return refused(request, err, { input });
      }
      endRuleChainImport(request.session);
      return { kind: 'saved', path: `${listPath}/${saved.id.id}`, message: request.view().t('rulechain.imported', { name: saved.name }) };
    },
  };
}

/** The editor of saved chains at a details address (`/ruleChains/:entityId` and the edge ones). */
export function ruleChainEditor(app: FastifyInstance, spec: { type: RuleChainType; route: RouteId; params?: TProperties }): void {
  editorRoutes(app, { route: spec.route, params: spec.params, mode: savedMode(spec.type) });
}

/** The editor of a list's imported chain (`/ruleChains/ruleChain/import`, `/edgeManagement/ruleChains/ruleChain/import`). */
export function ruleChainImportEditor(app: FastifyInstance, spec: { type: RuleChainType; list: RouteId; page: RouteId }): void {
  editorRoutes(app, { route: spec.page, mode: importMode(spec.type, ROUTES[spec.list].path) });
}
