// The JSON-schema form of widget settings (upstream's react-schema-form value: schema, form, model).

export interface JsonSchema {
  type?: string | string[];
  title?: string;
  description?: string;
  default?: unknown;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  required?: string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  format?: string;
}

/** One entry of the form definition: a key alone, or a key (or a group) with how to show it. */
export interface FormEntry {
  key?: string | string[];
  type?: string;
  title?: string;
  description?: string;
  items?: (string | FormEntry)[];
  titleMap?: { value: unknown; name: string }[];
  validationMessage?: string;
  readonly?: boolean;
  /** The id of a `<datalist>` of suggested values (a key picker's keys). */
  suggestions?: string;
  /** A page of the console's help, shown in a help popover beside the field. */
  helpId?: string;
}

export type FieldKind = 'text' | 'textarea' | 'number' | 'integer' | 'checkbox' | 'select' | 'color' | 'icon' | 'code' | 'json' | 'fieldset' | 'array';

/** A field of the form, resolved from schema and form definition; `path` is its dotted place in the model. */
export interface SchemaField {
  kind: FieldKind;
  path: string;
  title: string;
  description: string | null;
  required: boolean;
  readOnly: boolean;
  /** Code editors' language (javascript, html, css, json, markdown). */
  language: string | null;
  choices: { value: string; label: string }[];
  minimum: number | null;
  maximum: number | null;
  minLength: number | null;
  maxLength: number | null;
  validationMessage: string | null;
  suggestions: string | null;
  /** The help page of the field's help popover (`helpId` of the form definition). */
  helpId: string | null;
  /** A fieldset's fields (paths under its own). */
  children: SchemaField[];
  /** An array's item, its path relative to the item (`''` for an item that is a plain value). */
  item: SchemaField | null;
  minItems: number;
  maxItems: number | null;
  schema: JsonSchema;
}

/** A parsed settings schema: what `SchemaForm` draws and `readSchemaForm` checks. */
export interface SchemaFormDef {
  schema: JsonSchema;
  fields: SchemaField[];
}

/** A message for one field, as a translation key and its values (the view translates it). */
export interface FieldProblem {
  key: string;
  values?: Record<string, string>;
  /** The form author's own message (`validationMessage`), shown as it is instead of the key's. */
  text?: string;
}
