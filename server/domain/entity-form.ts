import type { FastifyRequest } from 'fastify';
import type { CompoundControl } from './compound-fields.ts';
import type { Validator } from './form-validators.ts';

/*
 * An entity form's definition: its fields by JSON path, how each is edited, and the small facts views and readers
 * share. Reading and writing values: form-input.ts; validators: form-validators.ts; steps: form-steps.ts; repeating
 * rows: form-rows.ts.
 */

/** The picker kinds (server/tables/pickers.ts; each answers `/search/<kind>`). */
export type PickerKind =
  | 'assetProfiles'
  | 'customers'
  | 'assets'
  | 'dashboards'
  | 'customerDashboards'
  | 'tenantDashboards'
  | 'tenantProfiles'
  | 'deviceProfiles'
  | 'ruleChains'
  | 'edgeRuleChains'
  | 'edges'
  | 'devices'
  | 'entityViews'
  | 'firmware'
  | 'software'
  | 'queues'
  | 'widgetsBundles';

/**
 * Where an owned picker's owner comes from (the entity its choices belong to): the place's customer or tenant (a
 * user's dashboards), the form's own entity once saved (a device profile's packages), or another field's value (a
 * device's packages, of the profile chosen beside them).
 */
export type PickerOwner = 'place' | 'entity' | { field: string };

/** How a field is edited. A picker's value is an entity id; the entity holds it as `{entityType, id}`. */
export type FieldControl =
  | { kind: 'text' }
  | { kind: 'textarea' }
  /** A number, sent as a number (empty: null); its bounds come from its `number` validator. */
  | { kind: 'number' }
  | { kind: 'checkbox' }
  | {
      kind: 'picker';
      picker: PickerKind;
      entityType: string;
      /** Stored as the bare id string (`additionalInfo.homeDashboardId`). */
      bareId?: boolean;
      /** For owned picker kinds (`customerDashboards`, `firmware`...): where the owner comes from. */
      owner?: PickerOwner;
      /** The value is the chosen entity's name, stored as a string (a profile's `defaultQueueName`): the kind's choices are valued by name. */
      byName?: boolean;
      /** The empty choice's translation key, when it means more than nothing chosen (a profile's queue: the main queue). */
      empty?: string;
    }
  /**
   * One of fixed choices (or the reader's language's choices, from a function); an empty choice unless required; a
   * stored value the choices lack stays a choice. A posted value must be one of fixed choices; the empty choice is
   * saved as null. `refresh` adds a button that shows the form again for the choice (fields shown `when` it has a
   * value; no JavaScript): `true` words it "Apply: <label>", a translation key words it otherwise.
   */
  | { kind: 'select'; options: readonly Choice[] | ((lang: string) => readonly Choice[]); refresh?: true | string }
  /**
   * A version-control branch (views/parts/branch-select.tsx): the platform's branches suggested, a typed name taken
   * as it is (upstream's branch autocomplete outside selection mode); required only with a `required` validator.
   */
  | { kind: 'branch' }
  /** A secret: never shown, never prefilled; left empty it keeps the stored value (only a typed one changes it). */
  | { kind: 'password' }
  /**
   * A phone number with its country (`<path>.country`), saved in E.164; a stored value that does not parse is legacy
   * text. Required unless `optional` (the widgets spec's phone input is required by default; the contact block's is not).
   */
  | { kind: 'phone'; optional?: boolean }
  /** A JSON value edited as text (a list the form has no editor for yet); `invalid` is the message key of bad JSON. */
  | { kind: 'json'; invalid: string }
  /**
   * A list of entries (an isolated tenant profile's queues), each edited with `form`; an entry's fields are named
   * `<path>.<index>.<field>`. `itemLabel` takes `{{index}}` (from 1).
   */
  | {
      kind: 'list';
      form: FormDef;
      itemLabel: string;
      /** What an added entry starts with; with `variants`, the one chosen beside the add button (a provider's preset). */
      newEntry: object | ((variant: string) => object);
      /** Kinds of entry to add, chosen in a select (`<path>._variant`) beside the add button; labels are text. */
      variants?: readonly { value: string; text: string }[];
      /** Translation key of the variant select's label. */
      variantLabel?: string;
      /** Translation keys of the add button and of each entry's remove button. */
      addLabel: string;
      removeLabel: string;
      /** The list applies only while this check box is on (an isolated rule engine). */
      shownWhen?: string;
    }
  /** A value edited by inputs of its own (repeating rows named `path.<i>.<member>`); see `StructuredEditor`. */
  | { kind: 'structured'; editor: StructuredEditor }
  /** Compound controls (`compound-fields.ts`): sub-type, target entity, date-time, key list. */
  | CompoundControl;

/**
 * One choice of a select: the value saved and the translation key of its label, or its label's text where the
 * names come from elsewhere (countries named by the runtime's ICU data).
 */
export type Choice = { value: string; label: string } | { value: string; text: string };

/** The choices of a select field in the reader's language. */
export function selectChoices(control: Extract<FieldControl, { kind: 'select' }>, lang: string): readonly Choice[] {
  return typeof control.options === 'function' ? control.options(lang) : control.options;
}


/** A structured field's reader and checks; the form input holds its value as JSON text. */
export interface StructuredEditor {
  /** Name of the view that draws it (`views/parts/structured-field.tsx`). */
  view: string;
  /** The value posted under `path` (members `path.<i>.<member>`), with the form's edit (`FORM_EDIT`) applied. */
  read(body: Record<string, unknown>, path: string, edit: string): unknown;
  /** Message keys by JSON path (`path.0.mappings.1.oid`) of what is wrong with the value. */
  check(value: unknown, path: string): FieldErrors;
  /** Whether it posts a file (the form is then sent as multipart). */
  upload?: boolean;
  /** What its view offers (the LwM2M object models of the library), read while the field is shown; `entityId` once the entity is saved. */
  load?(request: FastifyRequest, entityId?: string): Promise<unknown>;
  /** The value as the entity holds it, when the form edits another shape (an alarm rules draft). */
  toEntity?(value: unknown): unknown;
}

/** One field of an entity form, named by its JSON path in the platform's entity (`additionalInfo.description`). */
export interface FieldDef {
  path: string;
  /** Translation key of the label. */
  label: string;
  control: FieldControl;
  validators?: readonly Validator[];
  /** Translation key of a hint under the field. */
  hint?: string;
  /** A check box's state when the entity has no value at the path (upstream's `?? true`). */
  defaultChecked?: boolean;
  /** Shown, never changed: a stored value is kept whatever is posted; only a new entity takes the posted one (generated keys). */
  readOnly?: boolean;
  /** Translation key of the legend of the group of fields it belongs to (consecutive fields share one). */
  section?: string;
  /** Shown (and checked) only while another field has one of these values (a transport's settings). */
  when?: readonly { path: string; values: readonly string[] }[];
  /** The step (a translation key of `FormDef.steps`) it belongs to when the form is added in steps. */
  step?: string;
  /** The text a field starts with when it comes into the form without a value posted (SNMP's timeout). */
  initial?: string;
}

export interface FormDef {
  fields: readonly FieldDef[];
  /** What is wrong with fields taken together (an end before its start), once each field is valid on its own. */
  crossCheck?(input: FormInput): FieldErrors;
  /** The add dialog's steps in order (translation keys); fields without a step belong to the first. */
  steps?: readonly string[];
}

/** Whether a form posts a file (a structured field that uploads), so that it is sent as multipart. */
export function hasUpload(form: { fields: readonly FieldDef[] }): boolean {
  return form.fields.some((f) => f.control.kind === 'structured' && f.control.editor.upload === true);
}

/** Whether a field is part of the form for this input (its `when` holds). */
export function isShown(field: FieldDef, input: FormInput): boolean {
  return (field.when ?? []).every((w) => w.values.includes(String(input[w.path] ?? '')));
}

/** A form's values by field path, as typed (strings) or checked (booleans). */
export type FormInput = Record<string, string | boolean>;

/** Field path → translation key of the message shown beside it. */
export type FieldErrors = Record<string, string>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** A picker's posted value: an entity's id, or its name for a picker by name (trimmed, at most 255 characters); anything else is empty. */
export function pickedValue(control: { byName?: boolean }, value: string): string {
  if (control.byName) return value.trim().length <= 255 ? value.trim() : '';
  return isUuid(value) ? value : '';
}

/** The value of a JSON text, or undefined when it is none. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
