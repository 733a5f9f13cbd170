import t from 'tap';
import { renderToStaticMarkup } from 'react-dom/server';
import { ViewContextProvider } from '../../views/view-context.tsx';
import { viewContext } from '../helpers/widget-render.tsx';
import { SchemaForm } from '../../views/parts/schema-form/schema-form.tsx';
import { readSchemaFormDef } from '../../server/domain/schema-form/schema-fields.ts';
import { changeItems, inputOf, markdownModeSwitched, readSchemaForm } from '../../server/domain/schema-form/schema-read.ts';
import { fieldsOf } from '../../server/domain/schema-form/schema-fields.ts';
import { descriptorOf } from '../../emulator/seed/widgets/descriptor.ts';
import { SYSTEM_WIDGETS } from '../../emulator/seed/widgets/catalogue.ts';
import type { SchemaFormProps } from '../../views/parts/schema-form/schema-form.tsx';

function render(props: SchemaFormProps, lang = 'en_US'): string {
  return renderToStaticMarkup(<ViewContextProvider value={viewContext(lang)}>{<SchemaForm {...props} />}</ViewContextProvider>);
}

// An upstream-shaped settings schema: nested object, array of objects, enum with a title map, bounds, required.
const UPSTREAM = JSON.stringify({
  schema: {
    type: 'object',
    title: 'Settings',
    required: ['units'],
    properties: {
      units: { title: 'Units', type: 'string', maxLength: 8 },
      decimals: { title: 'Decimals', type: 'integer', minimum: 0, maximum: 10 },
      showLegend: { title: 'Show legend', type: 'boolean', default: true },
      shape: { title: 'Shape', type: 'string', enum: ['circle', 'square'] },
      font: { title: 'Font', type: 'object', properties: { size: { title: 'Size', type: 'number' }, family: { title: 'Family', type: 'string' } } },
      ticks: { title: 'Ticks', type: 'array', items: { type: 'object', properties: { value: { title: 'Value', type: 'number' }, label: { title: 'Label', type: 'string' } } } },
      tags: { title: 'Tags', type: 'array', items: { title: 'Tag', type: 'string' } },
      extra: { title: 'Extra', type: 'object' },
      markerColor: { title: 'Marker colour', type: 'string' },
      script: { title: 'Tooltip function', type: 'string' },
    },
  },
  form: [
    'units', 'decimals', 'showLegend',
    { key: 'shape', type: 'rc-select', titleMap: [{ value: 'circle', name: 'Circle' }, { value: 'square', name: 'Square' }] },
    { key: 'font', items: ['font.size', 'font.family'] },
    { key: 'ticks', items: ['ticks[].value', 'ticks[].label'] },
    'tags', 'extra',
    { key: 'markerColor', type: 'color' },
    { key: 'script', type: 'javascript' },
  ],
});

t.test('fields from schema and form: kinds, paths, nested fieldsets and array items', async (t) => {
  const def = readSchemaFormDef(UPSTREAM)!;
  t.ok(def);
  t.same(def.fields.map((f) => [f.path, f.kind]), [
    ['units', 'text'], ['decimals', 'integer'], ['showLegend', 'checkbox'], ['shape', 'select'], ['font', 'fieldset'],
    ['ticks', 'array'], ['tags', 'array'], ['extra', 'json'], ['markerColor', 'color'], ['script', 'code'],
  ]);
  t.same(def.fields[4].children.map((f) => f.path), ['font.size', 'font.family']);
  t.same(def.fields[5].item!.children.map((f) => f.path), ['value', 'label']);
  t.equal(def.fields[6].item!.kind, 'text');
  t.same(def.fields[3].choices, [{ value: 'circle', label: 'Circle' }, { value: 'square', label: 'Square' }]);
  t.ok(def.fields[0].required);
  t.equal(readSchemaFormDef('{}'), null, 'no settings: no form');
  t.equal(readSchemaFormDef('not json'), null);
  t.equal(readSchemaFormDef({ schema: { type: 'object', properties: { a: { type: 'string' } } } })!.fields[0].path, 'a', 'no form: every property');
});

t.test('rendering: labelled controls named by their path under the base, values from the model', async (t) => {
  const def = readSchemaFormDef(UPSTREAM)!;
  const model = { units: '°C', decimals: 1, showLegend: true, shape: 'square', font: { size: 12 }, ticks: [{ value: 5, label: 'low' }], tags: ['a', 'b'], extra: { x: 1 }, script: 'return 1;' };
  const html = render({ fields: def.fields, input: inputOf(def.fields, model, 'config.settings'), errors: {}, base: 'config.settings' });
  t.match(html, /<label for="sf-config-settings-units">Units<\/label><input id="sf-config-settings-units" required="" type="text" maxLength="8" name="config.settings.units" value="°C"\/>/);
  t.match(html, /name="config.settings.showLegend" checked="" value="true"/);
  t.match(html, /<select id="sf-config-settings-shape" name="config.settings.shape"><option value=""><\/option><option value="circle">Circle<\/option><option value="square" selected="">Square<\/option><\/select>/);
  t.match(html, /<legend>Font<\/legend>.*name="config.settings.font.size"[^>]*value="12"/);
  t.match(html, /<input type="hidden" name="config.settings.ticks.length" value="1"\/>/);
  t.match(html, /name="config.settings.ticks.0.label"[^>]*value="low"/);
  t.match(html, /name="config.settings.tags.1"[^>]*value="b"/);
  t.match(html, /<button type="submit" class="icon-button" value="config.settings.tags.0" formNoValidate="" title="Remove item 1" aria-label="Remove item 1" name="_schema_remove">/);
  t.match(html, /value="config.settings.ticks" formNoValidate="" name="_schema_add">Add item</);
  t.match(html, /<textarea id="sf-config-settings-script" name="config.settings.script" rows="8" spellCheck="false" data-code-language="javascript">return 1;<\/textarea>/);
  t.match(html, /data-code-language="json">\{\n {2}&quot;x&quot;: 1\n\}<\/textarea>/);
  const german = render({ fields: def.fields, input: inputOf(def.fields, model, 'config.settings'), errors: {}, base: 'config.settings' }, 'de_DE');
  t.notMatch(german, /Remove item/, 'the part\'s own words are translated');
});

t.test('reading: values typed by the schema, members the form lacks kept, empty members removed', async (t) => {
  const def = readSchemaFormDef(UPSTREAM)!;
  const input = {
    'units': '%', 'decimals': '3', 'showLegend': 'true', 'shape': 'circle', 'font.size': '14.5', 'font.family': '',
    'ticks.length': '2', 'ticks.0.value': '1', 'ticks.0.label': 'a', 'ticks.1.value': '2', 'ticks.1.label': '',
    'tags.length': '1', 'tags.0': 'x', 'extra': '{"k":[1]}', 'markerColor': '#f00', 'script': '',
  };
  const { model, errors } = readSchemaForm(def.fields, input, { hidden: 'kept', font: { family: 'Roboto', weight: 400 }, script: 'old' });
  t.same(errors, {});
  t.same(model, {
    hidden: 'kept', units: '%', decimals: 3, showLegend: true, shape: 'circle', font: { size: 14.5, weight: 400 },
    ticks: [{ value: 1, label: 'a' }, { value: 2 }], tags: ['x'], extra: { k: [1] }, markerColor: '#f00',
  });
  t.equal(readSchemaForm(def.fields, { units: 'x' }, {}).model.showLegend, false, 'an unchecked box is false');
});

t.test('validation: required, types, bounds, lengths, choices, JSON shape; author messages replace ours', async (t) => {
  const def = readSchemaFormDef(UPSTREAM)!;
  const { errors } = readSchemaForm(def.fields, { units: '', decimals: '2.5', shape: 'triangle', 'font.size': 'big', extra: '[1]', 'tags.length': '0' }, {});
  t.same(Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v.key])), {
    units: 'schema-form.required', decimals: 'schema-form.not-an-integer', shape: 'schema-form.not-a-choice', 'font.size': 'schema-form.not-a-number', extra: 'schema-form.not-an-object',
  });
  const bounds = readSchemaForm(def.fields, { units: 'waytoolong', decimals: '11' }, {}).errors;
  t.same(bounds.units, { key: 'schema-form.max-length', values: { max: '8' } });
  t.same(bounds.decimals, { key: 'schema-form.maximum', values: { max: '10' } });
  t.equal(readSchemaForm(def.fields, { units: 'u', decimals: '-1' }, {}).errors.decimals.key, 'schema-form.minimum');
  t.equal(readSchemaForm(def.fields, { units: 'u', extra: '{' }, {}).errors.extra.key, 'schema-form.invalid-json');
  const custom = readSchemaFormDef({ schema: { type: 'object', required: ['a'], properties: { a: { type: 'string' } } }, form: [{ key: 'a', validationMessage: 'Give an a' }] })!;
  const problem = readSchemaForm(custom.fields, { a: '' }, {}).errors.a;
  t.equal(problem.text, 'Give an a');
  const html = render({ fields: def.fields, input: { units: '', 'tags.length': '0' }, errors: { units: { key: 'schema-form.required' } }, base: '' });
  t.match(html, /<input id="sf-units" required="" aria-invalid="true" aria-describedby="sf-units-error" type="text" maxLength="8" name="units" value=""\/><span id="sf-units-error" class="field-error">This field is required\.<\/span>/, 'the error beside its field, the input kept');
});

t.test('array buttons: add an empty item, remove one and shift the later ones down', async (t) => {
  const input = { 'ticks.length': '3', 'ticks.0.value': '1', 'ticks.1.value': '2', 'ticks.2.value': '3', 'ticks.2.label': 'c' };
  t.same(changeItems(input, { add: 'ticks' })['ticks.length'], '4');
  t.same(changeItems(input, { remove: 'ticks.1' }), { 'ticks.length': '2', 'ticks.0.value': '1', 'ticks.1.value': '3', 'ticks.1.label': 'c' });
  t.same(changeItems(input, { remove: 'ticks.7' }), input, 'no such item: nothing changes');
});

t.test('every settings schema of the catalogue reads, renders and reads back its own defaults without errors', async (t) => {
  let forms = 0;
  for (const bundle of SYSTEM_WIDGETS) {
    for (const widget of bundle.widgets) {
      const descriptor = descriptorOf(widget);
      for (const stored of [descriptor.settingsSchema, descriptor.dataKeySettingsSchema]) {
        const def = readSchemaFormDef(stored);
        if (!def) continue;
        forms++;
        const defaults = Object.fromEntries(Object.entries(def.schema.properties!).map(([k, p]) => [k, p.default]).filter(([, v]) => v !== null && v !== undefined && v !== ''));
        const input = inputOf(def.fields, defaults);
        const named = inputOf(def.fields, defaults, 'config.settings');
        const { model, errors } = readSchemaForm(def.fields, input, {});
        t.same(errors, {}, `${bundle.alias}.${widget.alias}`);
        t.same(model, JSON.parse(JSON.stringify(defaults)), `${bundle.alias}.${widget.alias} round trip`);
        t.match(render({ fields: def.fields, input: named, errors: {}, base: 'config.settings' }), /^<div class="schema-form">/);
      }
    }
  }
  t.ok(forms > 50, `${forms} forms`);
});

t.test('markdown fields: the shared markdown editor, its mode button named under the field, preview from the input', async (t) => {
  const fields = fieldsOf({ type: 'object', properties: { notes: { type: 'string', title: 'Notes' }, units: { type: 'string', title: 'Units' } } }, [{ key: 'notes', type: 'markdown' }, 'units']);
  const edit = render({ fields, input: { 'cfg.notes': '**hi**' }, errors: {}, base: 'cfg' });
  t.match(edit, '<div class="markdown-editor" id="sf-cfg-notes-field">');
  t.match(edit, /<button type="submit" class="button text" value="preview" formNoValidate="" name="cfg.notes._mode">Preview<\/button>/);
  t.match(edit, /<textarea id="sf-cfg-notes" name="cfg.notes"[^>]*data-code-language="markdown">\*\*hi\*\*<\/textarea>/, 'edit: the code editor in markdown');
  const preview = render({ fields, input: { 'cfg.notes': '**hi**', 'cfg.notes._mode': 'preview' }, errors: {}, base: 'cfg' });
  t.match(preview, '<input type="hidden" name="cfg.notes" value="**hi**"/>', 'preview: the text kept in a hidden field');
  t.match(preview, '<strong>hi</strong>');
  t.ok(markdownModeSwitched({ 'cfg.notes._mode': 'preview', 'cfg.units': 'x' }), 'the mode button is no submit');
  t.notOk(markdownModeSwitched({ 'cfg.notes': 'x', 'cfg.units': 'x' }));
  t.same(readSchemaForm(fields, { 'cfg.notes': 'text', 'cfg.notes._mode': 'edit' }, {}, 'cfg').model, { notes: 'text' }, 'the mode is no member of the model');
});

t.test('disabled: every control disabled, no item added or removed, markdown only previewed', async (t) => {
  const fields = fieldsOf({ type: 'object', properties: { units: { type: 'string' }, on: { type: 'boolean' }, tags: { type: 'array', items: { type: 'string' } }, notes: { type: 'string' } } }, ['units', 'on', 'tags', { key: 'notes', type: 'markdown' }]);
  const html = render({ fields, input: { units: 'C', 'tags.length': '1', 'tags.0': 'a', notes: 'x' }, errors: {}, base: '', disabled: true });
  for (const id of ['sf-units', 'sf-on', 'sf-tags-0']) t.match(html, new RegExp(`id="${id}"[^>]*disabled=""`), id);
  t.notMatch(html, '_schema_add');
  t.notMatch(html, '_schema_remove');
  t.notMatch(html, 'notes._mode', 'no mode button');
});
