import type { Branch, BranchMode } from '../../server/domain/pickers/branch.ts';
import { useView } from '../view-context.tsx';
import { AutocompleteInput, type Suggestion } from './autocomplete-input.tsx';

/** Where the branch select asks for suggestions and, in selection mode, for the branch a left field reverts to. */
export const BRANCH_SEARCH = '/search/branches';
export const BRANCH_CHOOSE = '/search/branches/choose';

export interface BranchSelectView {
  id: string;
  name: string;
  value: string;
  /** The branches suggested (those matching the text). */
  branches: readonly Branch[];
  mode: BranchMode;
  /** Translated; 'Branch' unless given. */
  label?: string;
  /** Translated, under the field. */
  hint?: string;
  required?: boolean;
  error?: string;
  disabled?: boolean;
  readOnly?: boolean;
  /**
   * Selection mode: leaving the field asks the console for the branch the text chooses and swaps the field (a form
   * that reloads on change, as a tab's toolbar, does without: its answer draws the field again).
   */
  revertOnLeave?: boolean;
}

/** The branch suggestions, the default one marked. */
export function branchOptions(branches: readonly Branch[], defaultMark: string): Suggestion[] {
  return branches.map((b) => ({ value: b.name, label: b.default ? `${b.name} (${defaultMark})` : undefined }));
}

/**
 * The version-control branch autocomplete: the platform's branches suggested by prefix as one types (150 ms); in
 * selection mode only an existing branch is kept, outside it a new name is taken. Without JavaScript the form's submit
 * sends the text and the server chooses the same way.
 */
export function BranchSelect({ view }: { view: BranchSelectView }) {
  const { t, url } = useView();
  const vals = { field: view.name, id: view.id, mode: view.mode, ...(view.required === false ? { optional: 'true' } : {}) };
  const input = (
    <AutocompleteInput
      id={view.id}
      name={view.name}
      label={view.label ?? t('version-control.branch')}
      hint={view.hint}
      value={view.value}
      required={view.required ?? true}
      maxLength={255}
      error={view.error}
      disabled={view.disabled}
      readOnly={view.readOnly}
      suggestions={branchOptions(view.branches, t('version-control.default-branch-mark'))}
      typeAhead={{ href: BRANCH_SEARCH, vals }}
    />
  );
  if (view.mode !== 'select' || !view.revertOnLeave || view.disabled || view.readOnly) return input;
  return (
    <div id={`${view.id}-part`} hx-get={url(BRANCH_CHOOSE)} hx-trigger="change" hx-target="this" hx-swap="outerHTML" hx-include={`#${view.id}`} hx-vals={JSON.stringify(vals)}>
      {input}
    </div>
  );
}
