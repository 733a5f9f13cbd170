import type { KeysDeleteView } from '../../../views/tabs/keys-delete-dialog.tsx';
import type { TableState } from '../../domain/table-state.ts';
import type { ValueType } from '../../domain/typed-value.ts';

/** The attributes tab as drawn: every label translated, every address built (views/tabs/attributes-tab.tsx). */
export interface AttributeRowView {
  key: string;
  value: string;
  lastUpdateTs: number;
  editHref?: string;
  deleteHref?: string;
}

export interface AttributeFormView {
  kind: 'form';
  title: string;
  action: string;
  cancelHref: string;
  /** Adding names a new key; editing keeps it (posted hidden). */
  adding: boolean;
  key: string;
  type: ValueType;
  text: string;
  checked: boolean;
  errors: { key?: string; value?: string };
  formError?: string;
}

export interface AttributesView {
  /** The tab's own address (its GET form's action). */
  action: string;
  scopes: { value: string; label: string }[];
  scope: string;
  /** Client attributes are the device's: shown, never written. */
  readOnly: boolean;
  rows: AttributeRowView[];
  state: TableState;
  total: number;
  stateHref(state: TableState): string;
  addHref?: string;
  dialog?: AttributeFormView | KeysDeleteView;
}
