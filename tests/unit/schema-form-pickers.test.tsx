import t from 'tap';
import { renderToStaticMarkup } from 'react-dom/server';
import { ViewContextProvider } from '../../views/view-context.tsx';
import { viewContext } from '../helpers/widget-render.tsx';
import { SchemaForm, type SchemaFormProps } from '../../views/parts/schema-form/schema-form.tsx';
import { readSchemaFormDef } from '../../server/domain/schema-form/schema-fields.ts';
import { inputOf, readSchemaForm } from '../../server/domain/schema-form/schema-read.ts';

// The schema form's colour and icon fields use the shared pickers (their input, sample and dialog link) and are
// checked on the server with the pickers' rules; a form entry's helpId puts a help popover beside its field.

function render(props: SchemaFormProps): string {
  return renderToStaticMarkup(<ViewContextProvider value={viewContext('en_US')}>{<SchemaForm {...props} />}</ViewContextProvider>);
}

const DEF = readSchemaFormDef({
  schema: {
    type: 'object',
    required: ['color'],
    properties: { color: { title: 'Line colour', type: 'string' }, icon: { title: 'Title icon', type: 'string' }, label: { title: 'Label', type: 'string' } },
  },
  form: [{ key: 'color', type: 'color', helpId: 'devices' }, { key: 'icon', type: 'icon' }, { key: 'label', helpId: '../../etc/passwd' }],
})!;

t.test('colour and icon fields draw the pickers, named by their path, linking to the page\'s dialogs', async (t) => {
  t.same(DEF.fields.map((f) => [f.path, f.kind, f.helpId]), [['color', 'color', 'devices'], ['icon', 'icon', null], ['label', 'text', null]], 'a help id that is no page name is dropped');
  const html = render({ fields: DEF.fields, input: inputOf(DEF.fields, { color: 'rgba(0, 0, 0, 0.5)', icon: 'map' }, 'settings'), errors: {}, base: 'settings',
    pickerHref: (kind, name) => `/edit?dialog=${kind}&field=${name}` });
  t.match(html, /<input type="text" id="sf-settings-color" required=""[^>]* data-colour-text="" name="settings.color" value="rgba\(0, 0, 0, 0.5\)"\/>/);
  t.match(html, /<rect width="24" height="24" fill="rgba\(0, 0, 0, 0.5\)" data-colour-fill=""><\/rect>/, 'the colour\'s sample');
  t.match(html, /href="\/edit\?dialog=color&amp;field=settings.color" title="Open color picker" aria-label="Open color picker"/);
  t.match(html, /<fb-island name="colour-picker"/, 'the colour island upgrades it');
  t.match(html, /name="settings.icon"[^>]*value="map"/);
  t.match(html, /href="\/edit\?dialog=icon&amp;field=settings.icon" title="Select icon" aria-label="Select icon"/);
  t.match(html, /class="schema-field-help"><fb-island name="colour-picker"/, 'the colour field has its help');
  t.match(html, /popoverTarget="sf-settings-color-help"|popovertarget="sf-settings-color-help"/, 'its help button opens its popover');
  t.match(html, /data-help-src="\/help\/devices"/, 'which loads the help page');
  t.equal((html.match(/data-help-src/g) ?? []).length, 1, 'only the fields with a help id');
});

t.test('the server checks them with the pickers\' rules, the input kept', async (t) => {
  const bad = readSchemaForm(DEF.fields, { 'settings.color': '#12345', 'settings.icon': 'Not An Icon' }, {}, 'settings');
  t.same(bad.errors, { 'settings.color': { key: 'color.invalid-color', values: undefined }, 'settings.icon': { key: 'icon.unknown-icon', values: undefined } });
  const html = render({ fields: DEF.fields, input: { 'settings.color': '#12345' }, errors: bad.errors, base: 'settings' });
  t.match(html, /value="#12345"/, 'the text kept');
  t.match(html, /<span id="sf-settings-color-error" class="field-error">This is not a valid color.<\/span>/);
  t.notMatch(html, /Open color picker/, 'no dialog link when the page offers none');
  const required = readSchemaForm(DEF.fields, { 'settings.color': ' ' }, {}, 'settings');
  t.same(required.errors['settings.color'], { key: 'schema-form.required', values: undefined }, 'colour required when flagged');
  const good = readSchemaForm(DEF.fields, { 'settings.color': ' teal ', 'settings.icon': 'mdi:car' }, {}, 'settings');
  t.same(good.errors, {});
  t.same(good.model, { color: 'teal', icon: 'mdi:car' });
});
