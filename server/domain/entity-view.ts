import type { ColumnSpec } from './table-columns.ts';
import type { ListAddress } from './entity-address.ts';
import type { FieldDef, FieldErrors, FormInput, PickerKind } from './entity-form.ts';
import type { PageData } from '../platform/types/page-data.ts';

/**
 * What the entity views draw, resolved on the server from a table's configuration (server/tables): every label
 * translated, every address built, every condition decided. Views only lay it out.
 */

/** A button that opens a dialog or a page (a link), shown disabled when it does not apply. */
export interface ActionView {
  /** Translated: the tooltip and the accessible name. */
  label: string;
  icon: string;
  href: string;
  /** The dialog it opens (group actions submit the list's form with it). */
  dialog?: string;
  enabled: boolean;
  /** Where htmx puts what the link answers: the dialog slot, or the whole page region. */
  target: 'dialog' | 'page' | 'panel' | 'none';
}

/** One choice of a picker. */
export interface PickerOption {
  value: string;
  label: string;
  /** A system entity among the tenant's own (widgets bundles): the choice carries the 'system' tag. */
  system?: boolean;
}

/** A server-rendered picker (views/parts): the first page of choices, narrowed by `search`, enhanced by type-ahead. */
export interface PickerView {
  kind: PickerKind;
  /** The form field name (a JSON path) the picker fills. */
  name: string;
  label: string;
  options: PickerOption[];
  /** The chosen ids (one for a select, several for a list). */
  selected: string[];
  search: string;
  required: boolean;
  /** The customer or tenant whose entities an owned picker lists (`customerDashboards`); its type-ahead sends it along. */
  owner?: string;
  /** More choices exist than shown: the search narrows them. */
  more: boolean;
  /** Translated text of the empty choice ("any", "all"); absent for a required single choice. */
  emptyLabel?: string;
  error?: string;
  /** The field (an entity type's select) whose value chooses this picker's kind (a target entity's picker): its choices follow that field. */
  kindFrom?: string;
  /** The field whose value is the owner of an owned picker (a device's profile, for its packages): the type-ahead sends it along. */
  ownerField?: string;
}

/** What a compound field (server/domain/compound-fields.ts) shows besides its input. */
export type CompoundView =
  | { kind: 'subtype'; suggestions: string[] }
  | { kind: 'datetime' }
  | { kind: 'keys'; keys: string[]; suggestions: string[] }
  | { kind: 'target'; type: string; types: { value: string; label: string }[]; picker: PickerView };

/** An entity form: fields by JSON path, the input shown, messages (translated) beside the fields and for the whole form. */
export interface FormView {
  fields: readonly FieldDef[];
  input: FormInput;
  errors: FieldErrors;
  formError?: string;
  pickers: Record<string, PickerView>;
  /** The compound fields' parts, by field path. */
  compounds: Record<string, CompoundView>;
  /** A stepped add form: its steps (translated, with their keys) and the one shown. */
  steps?: { key: string; label: string }[];
  step?: string;
  /** What each structured field's view offers (`StructuredEditor.load`) and each branch field's branches, by field path. */
  offers?: Record<string, unknown>;
  disabled: boolean;
}

/** A header filter of a list (the asset-profile picker, a type select), part of the list's GET form. */
export type FilterView = PickerView | SubtypeFilterView;

/** A type filter: the kind's sub-types, the empty choice first. */
export interface SubtypeFilterView {
  kind: 'subtype';
  name: string;
  label: string;
  options: string[];
  selected: string;
  emptyLabel: string;
}

export interface RowView {
  id: string;
  /** The entity's name: the row's check box says which row it selects. */
  name: string;
  entity: Record<string, unknown>;
  /** Opens the details panel beside the list. */
  detailsHref: string;
  /** Where the row's name leads instead, when the table says so (a dashboard). */
  link?: string;
  actions: ActionView[];
  /** The row's action menu (narrow screens), when any action applies. */
  actionsMenuHref?: string;
  selectable: boolean;
  selected: boolean;
}

/** A dialog (section 4), rendered open over its page. */
export type DialogView = (
  | { kind: 'confirm'; text: string }
  | { kind: 'assign'; text: string; picker: PickerView }
  | { kind: 'entities'; text: string; picker: PickerView }
  /**
   * `backStep`: a Back button that sends the form to show that earlier step (`_step`, the steppers' Back button,
   * form-steps.ts), its answers kept: the add-device wizard's.
   */
  | { kind: 'form'; form: FormView; backStep?: string }
  | { kind: 'import'; step: ImportStepView; /** The previous step's address. */ backHref?: string }
  /** A link to hand on (a user's activation link, a public dashboard's), labelled, with its copy button. */
  | { kind: 'link'; text: string; link: string; linkLabel: string; copyLabel: string; notice?: string }
  /** A file upload (a JSON import, a resource, an OTA package), with the entity's form when it has one. */
  | { kind: 'file'; file: FileFieldView; form?: FormView }
  /** A row's applicable actions as a menu (narrow screens), each opening what its button opens. */
  | { kind: 'menu'; actions: ActionView[] }
) & {
  name: string;
  title: string;
  /** The dialog's own address: its form posts there. */
  action: string;
  cancelHref: string;
  /** Absent in a read-only dialog (view credentials): only the way back. */
  submitLabel?: string;
  /** Translated; default the dialogs' Cancel. */
  cancelLabel?: string;
  formError?: string;
  /** Hidden fields the form posts besides its inputs. */
  hidden?: Record<string, string>;
};

/** A file input of a multipart dialog form (a JSON import, resources, an OTA package) and what was wrong with the last file. */
export interface FileFieldView {
  name: string;
  /** Translated. */
  label: string;
  /** The input's `accept`: extensions and media types. */
  accept: string;
  /** Translated: the size limit. */
  hint: string;
  multiple: boolean;
  required: boolean;
  error?: string;
}

/** The steps of the CSV import (console-map §4.6); each is its own address. */
export type ImportStepName = 'file' | 'configuration' | 'columns' | 'create' | 'done';

export interface ImportColumnView {
  index: number;
  sample: string;
  type: string;
  key: string;
  keyError?: string;
}

export type ImportStepView =
  | { step: 'file'; fileName?: string; maxBytes: number }
  | { step: 'configuration'; fileName: string; delimiter: string; header: boolean; update: boolean }
  | { step: 'columns'; columns: ImportColumnView[]; types: { value: string; label: string }[]; keyTypes: readonly string[] }
  | { step: 'create'; lines: number }
  | { step: 'done'; created: number; updated: number; errors: number; errorsList: string[] };

/** A details tab link (console-map: the tabs of each entity); each has its own address. */
export interface TabView {
  label: string;
  href: string;
  current: boolean;
}

/** An entity's details: the panel beside its list, or its own page. */
export interface DetailsView {
  mode: 'panel' | 'page';
  id: string;
  name: string;
  /** Translated "details" key (`asset.asset-details`). */
  subtitle: string;
  /** Translated public badge, when the entity is public. */
  badge?: string;
  buttons: ActionView[];
  copyId: { text: string; label: string };
  /** More copy buttons (a device's access token), labels translated. */
  copies: { text: string; label: string }[];
  tabs: TabView[];
  /** Read-only facts beside the form (`Assigned to customer`). */
  facts: { label: string; value: string }[];
  form: FormView;
  /** The form's address (the details' own, panel or page): it posts there when editing. */
  action: string;
  /** Absent when the scope is read-only. */
  editHref?: string;
  editing: boolean;
  declineHref: string;
  /** The panel's close link. */
  closeHref?: string;
}

/** A list page: the table with its toolbar, the panel beside it, and a dialog over it. */
export interface ListView {
  title: string;
  /** The list's address: table state, filters, the panel's entity. Sorting and paging links keep the rest. */
  address: ListAddress;
  help?: string;
  searchLabel: string;
  emptyText: string;
  selectedText: string;
  columns: readonly ColumnSpec[];
  page: PageData<unknown>;
  rows: RowView[];
  filters: FilterView[];
  addActions: ActionView[];
  /** The add button's tooltip when several add actions share its menu. */
  addLabel: string;
  groupActions: ActionView[];
  /** Action tooltips keyed the same in every row: for the narrow-screen menu's button. */
  rowActionsLabel: string;
  refreshHref: string;
}
