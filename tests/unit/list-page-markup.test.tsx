// A list page and its htmx fragments written from templates (views/markup-writer.ts, as `reply.page` and
// `reply.fragment` write them) against React's rendering of the same page, byte for byte: the references below are the
// list's region and table toolbar as React wrote them before the templates, in the shell as one React tree.
import t from 'tap';
import { serialize } from 'node:v8';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ViewContextProvider, useView, type ViewContext } from '../../views/view-context.tsx';
import { writtenMarkup } from '../../views/markup-writer.ts';
import { Icon } from '../../views/icon.tsx';
import { swapLink } from '../../views/table/entity-table.tsx';
import { EntityPicker } from '../../views/parts/picker.tsx';
import { SubtypeSelect } from '../../views/parts/type-pickers/type-selects.tsx';
import { ActionButton, ActionMenuItem } from '../../views/entity/action-button.tsx';
import { DetailsPanel } from '../../views/entity/details-panel.tsx';
import { DialogSlot } from '../../views/entity/dialog-slot.tsx';
import { EntityListPage, EntityListRegion, TABLE_FORM } from '../../views/entity/list-page.tsx';
import { EntityTableRegion, TABLE_REGION } from '../../views/entity/table-region.tsx';
import { TOOLBAR_SEARCH_ID } from '../../views/shell/toolbar-search.tsx';
import { useScript } from '../../views/page-scripts.tsx';
import type { DialogView, FilterView, ListView, PickerView } from '../../server/domain/entity-view.ts';
import type { TableState } from '../../server/domain/table-state.ts';
import { MODES, ReferenceShell, shellViewOf, TOAST, USERS } from '../helpers/reference-shell.tsx';
import { ENTITIES, listOf, rowOf } from '../helpers/list-samples.ts';

// ---- the reference: the list's region and toolbar as React elements ----

function ReferenceToolbar({ list }: { list: ListView }) {
  const { t, url } = useView();
  return (
    <div className="table-toolbar">
      <h2 id="entity-table-title">{list.title}</h2>
      <button type="submit" className="button">
        {t('action.search')}
      </button>
      {list.filters.map((f) => (
        <div key={f.name} className="table-filter">
          {f.kind === 'subtype' ? (
            <SubtypeSelect id={`filter-${f.name}`} name={f.name} label={f.label} choices={f.options} value={f.selected} emptyLabel={f.emptyLabel} />
          ) : (
            <EntityPicker picker={f} />
          )}
        </div>
      ))}
      {list.addActions.length === 1 && <ActionButton action={list.addActions[0]} />}
      {list.addActions.length > 1 && (
        <details className="add-menu">
          <summary className="icon-button" title={list.addLabel} aria-label={list.addLabel}>
            <Icon name="add" />
          </summary>
          <ul>
            {list.addActions.map((a) => (
              <ActionMenuItem key={a.href} action={a} />
            ))}
          </ul>
        </details>
      )}
      <a className="icon-button" title={t('action.refresh')} aria-label={t('action.refresh')} {...swapLink(list.refreshHref, TABLE_REGION)}>
        <Icon name="refresh" />
      </a>
      {list.help && (
        <a className="icon-button help-link" href={url(`/help/${list.help}`)} title={t('help.help')} aria-label={t('help.help')}>
          <Icon name="help_outline" />
        </a>
      )}
    </div>
  );
}

function ReferenceListRegion({ list, dialog }: { list: ListView; dialog?: DialogView }) {
  const { url } = useView();
  useScript('htmx');
  const action = url(list.address.path);
  return (
    <div id="entity-page" className="entity-page">
      <section className="entity-table-page" aria-labelledby="entity-table-title">
        <form
          id={TABLE_FORM}
          method="get"
          action={action}
          hx-get={action}
          hx-trigger={`change target:select, input from:#${TOOLBAR_SEARCH_ID} delay:150ms, submit`}
          hx-target={`#${TABLE_REGION}`}
          hx-swap="outerHTML"
          hx-push-url="true"
          hx-indicator="#progress"
        >
          <ReferenceToolbar list={list} />
          <EntityTableRegion list={list} />
        </form>
      </section>
      <DetailsPanel />
      <DialogSlot dialog={dialog} />
    </div>
  );
}

const react = (view: ViewContext, element: ReactElement) => renderToStaticMarkup(<ViewContextProvider value={view}>{element}</ViewContextProvider>);

// ---- samples: filters, add actions, paging ----

const PICKER: PickerView = {
  kind: 'deviceProfiles',
  name: 'deviceProfileId',
  label: 'Device <profile>',
  options: [
    { value: 'p-1', label: 'default' },
    { value: 'p-2&"x"', label: 'Thermo <"A"> & 设备 🛰️' },
    { value: 'p-3', label: 'Bundle', system: true },
  ],
  selected: [],
  search: '',
  required: false,
  more: false,
  emptyLabel: 'All <profiles>',
};
const SUBTYPE: FilterView = { kind: 'subtype', name: 'type', label: 'Type', options: ['default', 'a&b "c"'], selected: 'a&b "c"', emptyLabel: 'All types' };
const ADD = { label: 'Add "device"', icon: 'add', href: '/devices?dialog=add&x=<1>', dialog: 'add', enabled: true, target: 'dialog' } as const;
const IMPORT = { ...ADD, label: 'Import', icon: 'file_upload', href: '/devices?dialog=import', dialog: 'import' };
const CONFIRM: DialogView = { kind: 'confirm', text: 'Delete <it>?', name: 'delete', title: 'Delete', action: '/devices?dialog=delete&ids=1', cancelHref: '/devices', submitLabel: 'Yes' };

const rows = ENTITIES.map((e, i) => rowOf(e, i));
const empty = { page: { data: [], totalElements: 0, totalPages: 0, hasNext: false }, rows: [] };
const LISTS: [string, Partial<TableState>, Partial<ListView>][] = [
  ['rows, nothing else', {}, {}],
  ['picker unchosen, add menu, help, search', { textSearch: 'a&b<"c">' }, { filters: [PICKER], addActions: [ADD, IMPORT], help: 'devices' }],
  ['picker chosen, one add action, last page', { page: 4, pageSize: 7, property: 'name', direction: 'ASC' }, { filters: [{ ...PICKER, selected: ['p-2&"x"'], search: 'Th&' }], addActions: [ADD], page: { data: rows, totalElements: 42, totalPages: 5, hasNext: false } }],
  ['required picker, nothing chosen, disabled add', { page: 1 }, { filters: [{ ...PICKER, required: true, emptyLabel: undefined, kindFrom: 'entityType', owner: 'o&1' }], addActions: [{ ...ADD, enabled: false }] }],
  ['required picker chosen, sub-type filter, empty list', {}, { filters: [{ ...PICKER, required: true, selected: ['p-3'] }, SUBTYPE], ...empty }],
  ['sub-type filter: a sub-type that is gone, none chosen', {}, { filters: [{ ...SUBTYPE, selected: 'gone' }, { ...SUBTYPE, name: 'other', selected: '', emptyLabel: 'Any <type>' }] }],
  ['no group actions, no details, title to escape', {}, { groupActions: [], title: 'Devices <"all"> & more', address: { path: '/devices', state: { page: 0, pageSize: 10, property: 'createdTime', direction: 'DESC', textSearch: '' }, filters: {} } }],
];

t.test('a list page from its templates is the page React renders: roles, languages, filters, paging, empty lists', async (t) => {
  let pages = 0;
  for (const lang of ['en_US', 'de_DE', 'fa_IR']) {
    for (const user of USERS.slice(0, 3)) {
      for (const mode of MODES.slice(0, 3)) {
        for (const toast of [undefined, TOAST]) {
          for (const [name, state, more] of LISTS) {
            const list = listOf(more.rows ?? rows, state, { searchLabel: 'Search <devices>', ...more });
            const crumbs = [{ label: 'Devices & "co"', icon: 'devices_other' }];
            const search = { form: TABLE_FORM, label: list.searchLabel, value: list.address.state.textSearch };
            const expected = react(shellViewOf(lang, user, mode, toast), <ReferenceShell title={list.title} crumbs={crumbs} search={search}><ReferenceListRegion list={list} /></ReferenceShell>);
            const written = writtenMarkup(shellViewOf(lang, user, mode, toast), <EntityListPage title={list.title} crumbs={crumbs} list={list} />);
            t.equal(written, expected, `${lang} ${user?.authority} ${JSON.stringify(mode)} toast ${Boolean(toast)}: ${name}`);
            pages++;
          }
        }
      }
    }
  }
  t.ok(pages > 300, 'every combination compared');
});

t.test('the fragments htmx asks for: the table region and the whole region with a dialog, under a base path', async (t) => {
  const view = () => shellViewOf('fa_IR', USERS[0], MODES[0], undefined, '/devices', '/console');
  for (const [name, state, more] of LISTS) {
    const list = listOf(more.rows ?? rows, state, more);
    t.equal(writtenMarkup(view(), <EntityTableRegion list={list} />), react(view(), <EntityTableRegion list={list} />), `table: ${name}`);
    for (const dialog of [undefined, CONFIRM]) {
      const written = writtenMarkup(view(), <EntityListRegion list={list} dialog={dialog} />);
      t.equal(written, react(view(), <ReferenceListRegion list={list} dialog={dialog} />), `region: ${name}, dialog ${Boolean(dialog)}`);
    }
  }
});

t.test('a page written without React asks for the scripts its parts need; other views are left to React', async (t) => {
  const list = listOf(rows);
  const crumbs = [{ label: 'D', icon: 'devices_other' }];
  const reference = shellViewOf('en_US', USERS[0], MODES[0]);
  react(reference, <ReferenceShell title="D" crumbs={crumbs}><ReferenceListRegion list={list} /></ReferenceShell>);
  const view = shellViewOf('en_US', USERS[0], MODES[0]);
  const html = writtenMarkup(view, <EntityListPage title="D" crumbs={crumbs} list={list} />) ?? '';
  t.same([...view.scripts].sort(), [...reference.scripts].sort());
  t.ok(view.scripts.has('htmx') && view.scripts.has('copy-buttons'), 'the scripts of the list form and of the copy cells');
  t.match(html, /<script defer="" src="\/static\/build\/htmx\.js"><\/script>/);
  t.equal(writtenMarkup(view, <DialogSlot />), undefined, 'a view without a writer');
});

t.test('a page of Latin-1 text is held one byte per character: the range\'s dash does not make the whole page two', async (t) => {
  // Rows of ASCII and Latin-1 text, a date and no copy cell (whose ellipsis is beyond Latin-1), on page 2 of 5.
  const list = listOf([rowOf({ ...ENTITIES[0], name: 'Pumpe Größe', url: '' }, 0), rowOf(ENTITIES[2], 2)], { page: 1 });
  const html = writtenMarkup(shellViewOf('en_US', USERS[0], MODES[0]), <EntityListPage title="Devices" crumbs={[{ label: 'Devices', icon: 'devices_other' }]} list={list} />) ?? '';
  t.match(html, /11 &#8211; 20 of 42/);
  t.notMatch(html, /[^\u0000-\u00ff]/, 'nothing beyond Latin-1 in the markup');
  // V8's serializer tags a string by how the engine holds it: '"' one byte per character, 'c' two.
  t.equal(String.fromCharCode(serialize(html)[2]), '"');
});
