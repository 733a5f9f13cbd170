import t from 'tap';
import { readParts, schemaPart } from '../../server/dashboards/edit/structure-forms.ts';
import { readWidgetPost } from '../../server/dashboards/edit/widget-dialog-data.ts';
import { fieldsOf } from '../../server/domain/schema-form/schema-fields.ts';

// A schema form's markdown field in the dashboard editor's dialogs: its edit/preview button shows the dialog again in
// that mode and saves nothing; a submit without it is read as before.
const SCHEMA = { type: 'object', properties: { markdownTextPattern: { type: 'string', title: 'Markdown' }, units: { type: 'string', title: 'Units' } } };
const FORM = [{ key: 'markdownTextPattern', type: 'markdown' }, 'units'];

t.test('a structure dialog: the mode button is no submit', async (t) => {
  const parts = [schemaPart(SCHEMA, FORM, 'settings', { units: 'C' })];
  const switched = readParts(parts, { 'settings.markdownTextPattern': '# Hi', 'settings.markdownTextPattern._mode': 'preview', 'settings.units': 'F' });
  t.same(switched, { kind: 'again', input: { 'settings.markdownTextPattern': '# Hi', 'settings.markdownTextPattern._mode': 'preview', 'settings.units': 'F' }, errors: {} });
  t.same(readParts(parts, { 'settings.markdownTextPattern': '# Hi', 'settings.units': 'F' }), { kind: 'read', models: [{ units: 'F', markdownTextPattern: '# Hi' }] });
});

t.test('the widget dialog: the mode button shows it again, the widget unchanged', async (t) => {
  const widget = { id: 'w1', config: { settings: { units: 'C' } } };
  const data = { widget, general: [], settings: fieldsOf(SCHEMA, FORM), keys: [] };
  const base = 'configuration.widgets.w1.config.settings';
  const switched = readWidgetPost(data, 'w1', { [`${base}.markdownTextPattern`]: 'text', [`${base}.markdownTextPattern._mode`]: 'edit' });
  t.equal(switched.kind, 'again');
  const read = readWidgetPost(data, 'w1', { [`${base}.markdownTextPattern`]: 'text', [`${base}.units`]: 'K' });
  t.equal(read.kind, 'read');
  if (read.kind === 'read') t.match(read.widget, { config: { settings: { units: 'K', markdownTextPattern: 'text' } } });
});
