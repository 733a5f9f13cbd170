import type { FastifyRequest } from 'fastify';
import type { EditorDialogView } from '../../../views/rule-chains/editor-dialogs.tsx';
import type { FieldErrors, FormInput } from '../../domain/entity-form.ts';
import { applyForm, parseForm } from '../../domain/form-input.ts';
import { withSettings } from '../../domain/rule-chain-draft.ts';
import { chainDraftOf, keepChainDraft } from '../../session/editor-drafts.ts';
import { formView } from '../form-view.ts';
import { dialogHref } from './editor-dialogs.ts';
import type { EditorState } from './editor-state.ts';
import { RULE_CHAIN_FORM } from './rule-chain-kind.ts';

export const SETTINGS_DIALOG = 'settings';

/** The chain's name, debug mode and description as the form shows them. */
const inputOf = (state: EditorState): FormInput => ({
  name: state.chain.name,
  debugMode: state.chain.debugMode,
  'additionalInfo.description': typeof state.chain.additionalInfo?.description === 'string' ? state.chain.additionalInfo.description : '',
});

/** The settings dialog (`?dialog=settings`): the chain's own form, as the list's details panel has it. */
export async function chainSettingsView(request: FastifyRequest, state: EditorState, input: FormInput = inputOf(state), errors?: FieldErrors): Promise<EditorDialogView> {
  const { t } = request.view();
  return {
    kind: 'chain',
    title: t('rulechain.rulechain-details'),
    action: dialogHref(state, SETTINGS_DIALOG),
    cancelHref: state.path,
    submitLabel: t('action.apply'),
    form: await formView(request, RULE_CHAIN_FORM, input, { errors }),
  };
}

/**
 * Applies the posted settings to the editor's draft: they are saved with the chain (Save), or dropped with Discard.
 * A refused value answers the dialog again with its messages.
 */
export async function submitChainSettings(request: FastifyRequest, state: EditorState, body: Record<string, unknown>): Promise<EditorDialogView | null> {
  const { input, errors } = parseForm(RULE_CHAIN_FORM, body);
  if (Object.keys(errors).length > 0) return chainSettingsView(request, state, input, errors);
  const chain = applyForm(RULE_CHAIN_FORM, state.chain, input);
  const id = state.chain.id.id;
  keepChainDraft(request.session, withSettings(id, chainDraftOf(request.session, id), state.metadata, { name: chain.name, debugMode: chain.debugMode, additionalInfo: chain.additionalInfo }));
  return null;
}
