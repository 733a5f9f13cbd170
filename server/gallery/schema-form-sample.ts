import type { TFunction } from 'i18next';
import { fieldsOf } from '../domain/schema-form/schema-fields.ts';
import { changeItems, inputOf, markdownModeSwitched, readSchemaForm, SCHEMA_ADD, SCHEMA_REMOVE, type FormInput } from '../domain/schema-form/schema-read.ts';
import type { FieldProblem, JsonSchema, SchemaField } from '../domain/schema-form/schema-types.ts';

/*
 * The JSON schema form in the gallery (issue 17): a widget-settings-like schema and form definition with each kind
 * of field (text, number, boolean, select, array, colour, icon, a help page, CSS code, markdown), its "empty" state
 * posting to `/gallery/form/schema`.
 */

/** The posted form's names: the model's path in the form (as a widget's settings sit under `config.settings`). */
export const SCHEMA_BASE = 'schema';

/** The sample's fields, titled in the reader's language. */
export function gallerySchemaFields(t: TFunction): SchemaField[] {
  const schema: JsonSchema = {
    type: 'object',
    required: ['title', 'decimals'],
    properties: {
      title: { type: 'string', title: t('widget.title'), maxLength: 64 },
      decimals: { type: 'integer', title: t('dashboard-edit.decimals'), minimum: 0, maximum: 15 },
      showTitle: { type: 'boolean', title: t('dashboard-edit.show-title') },
      aggregation: { type: 'string', title: t('aggregation.function'), enum: ['MIN', 'MAX', 'AVG', 'SUM'] },
      thresholds: { type: 'array', title: t('gallery.schema-thresholds'), maxItems: 3, items: { type: 'number', title: t('gallery.schema-thresholds') } },
      color: { type: 'string', title: t('dashboard-edit.colour') },
      icon: { type: 'string', title: t('dashboard-edit.action-icon') },
      css: { type: 'string', title: t('widget.css') },
      notes: { type: 'string', title: t('gallery.code.markdown') },
    },
  };
  const aggregation = ['MIN', 'MAX', 'AVG', 'SUM'].map((value) => ({ value, name: t(`aggregation.${value.toLowerCase()}`) }));
  return fieldsOf(schema, [
    'title', 'decimals', 'showTitle',
    { key: 'aggregation', type: 'rc-select', titleMap: aggregation },
    'thresholds',
    { key: 'color', type: 'color' },
    { key: 'icon', type: 'icon' },
    { key: 'css', type: 'css' },
    { key: 'notes', type: 'markdown', helpId: 'markdown' },
  ]);
}

/** The filled sample's model. */
export const SCHEMA_FILLED = {
  title: 'Boiler room',
  decimals: 1,
  showTitle: true,
  aggregation: 'AVG',
  thresholds: [60, 80],
  color: '#3f51b5',
  icon: 'thermostat',
  css: '.card {\n  padding: 8px;\n}',
  notes: '**Check** the pressure gauge before each shift.',
};

/** What a form posts that the server refuses, by path: each line of the form its own message. */
const REFUSED: FormInput = { title: '', decimals: '1.5', aggregation: 'AVG', 'thresholds.length': '2', 'thresholds.0': '60', 'thresholds.1': 'hot', color: 'bluish', icon: 'Not An Icon', notes: '' };

/** What the form posted: the input kept, the messages, and the model it gives when valid. */
export interface SchemaFormPost {
  input: FormInput;
  errors: Record<string, FieldProblem>;
  saved?: object;
}

const under = (input: FormInput, base: string): FormInput => Object.fromEntries(Object.entries(input).map(([name, value]) => [`${base}.${name}`, value]));

/** A posted form: an item added or removed, or a markdown field's mode (shown again), or the form read. */
export function readSchemaPost(fields: readonly SchemaField[], body: Record<string, string>): SchemaFormPost {
  const input = Object.fromEntries(Object.entries(body).filter(([name]) => name.startsWith(`${SCHEMA_BASE}.`)));
  if (body[SCHEMA_ADD] !== undefined || body[SCHEMA_REMOVE] !== undefined) return { input: changeItems(input, { add: body[SCHEMA_ADD], remove: body[SCHEMA_REMOVE] }), errors: {} };
  if (markdownModeSwitched(input)) return { input, errors: {} };
  const { model, errors } = readSchemaForm(fields, input, {}, SCHEMA_BASE);
  return { input, errors, saved: Object.keys(errors).length ? undefined : model };
}

/** The sample's states, each under names of its own (`schemaFilled.title`), so that they share no id. */
export function schemaStates(fields: readonly SchemaField[], posted?: SchemaFormPost) {
  const refused = readSchemaForm(fields, under(REFUSED, 'schemaInvalid'), {}, 'schemaInvalid');
  return {
    empty: posted ?? { input: {}, errors: {} },
    filled: inputOf(fields, SCHEMA_FILLED, 'schemaFilled'),
    invalid: { input: under(REFUSED, 'schemaInvalid'), errors: refused.errors },
    disabled: inputOf(fields, SCHEMA_FILLED, 'schemaDisabled'),
    readOnly: inputOf(fields, SCHEMA_FILLED, 'schemaReadOnly'),
  };
}

/** The fields as read-only (the form definition's `readonly` on each, arrays' items too). */
export function readOnlyFields(fields: readonly SchemaField[]): SchemaField[] {
  return fields.map((f) => ({ ...f, readOnly: true, children: readOnlyFields(f.children), item: f.item && readOnlyFields([f.item])[0] }));
}
