import type { ReactNode } from 'react';
import { Icon } from '../icon.tsx';
import { useView, type ViewContext } from '../view-context.tsx';
import { markupTemplates } from '../markup-cache.tsx';
import { swapLink } from '../table/entity-table.tsx';
import { EntityPicker } from '../parts/picker.tsx';
import { entityPickerMarkup, optionMarkup } from '../parts/picker-markup.tsx';
import { matchedSubtype } from '../../server/domain/pickers/type-pickers.ts';
import type { ActionView, FilterView, ListView } from '../../server/domain/entity-view.ts';
import { SubtypeSelect } from '../parts/type-pickers/type-selects.tsx';
import { ActionButton, ActionMenuItem } from './action-button.tsx';
import { TABLE_REGION } from './table-region.tsx';

/** The add menu of several add actions (a `<details>`, which opens without JavaScript) around its entries. */
function AddMenu({ label, children }: { label: string; children: ReactNode }) {
  return (
    <details className="add-menu">
      <summary className="icon-button" title={label} aria-label={label}>
        <Icon name="add" />
      </summary>
      <ul>{children}</ul>
    </details>
  );
}

/**
 * The add button (console-map §0): one add action shows as its own icon button; several share an `add` button that
 * opens their menu.
 */
function AddActions({ list }: { list: ListView }) {
  if (list.addActions.length === 0) return null;
  if (list.addActions.length === 1) return <ActionButton action={list.addActions[0]} />;
  return (
    <AddMenu label={list.addLabel}>
      {list.addActions.map((a) => (
        <ActionMenuItem key={a.href} action={a} />
      ))}
    </AddMenu>
  );
}

function Filter({ filter: f, options }: { filter: FilterView; /** Its select's options when written apart. */ options?: ReactNode }) {
  return (
    <div className="table-filter">
      {f.kind === 'subtype' ? (
        // The list's form reloads the table when it changes.
        <SubtypeSelect id={`filter-${f.name}`} name={f.name} label={f.label} choices={f.options} value={f.selected} emptyLabel={f.emptyLabel} options={options} />
      ) : (
        <EntityPicker picker={f} options={options} />
      )}
    </div>
  );
}

interface ToolbarShapeProps {
  titleId: string;
  title: string;
  /** The filters and the add button. */
  controls: ReactNode;
  refreshHref: string;
  help?: string;
}

function ToolbarShape({ titleId, title, controls, refreshHref, help }: ToolbarShapeProps) {
  const { t, url } = useView();
  return (
    <div className="table-toolbar">
      <h2 id={titleId}>{title}</h2>
      {/* First in the form: the button Enter in a field submits with (hidden when htmx searches as one types). */}
      <button type="submit" className="button">
        {t('action.search')}
      </button>
      {controls}
      <a className="icon-button" title={t('action.refresh')} aria-label={t('action.refresh')} {...swapLink(refreshHref, TABLE_REGION)}>
        <Icon name="refresh" />
      </a>
      {help && (
        <a className="icon-button help-link" href={url(`/help/${help}`)} title={t('help.help')} aria-label={t('help.help')}>
          <Icon name="help_outline" />
        </a>
      )}
    </div>
  );
}

/** Title, header filters, add, refresh, help, and the search button of the list's form (for browsers without JavaScript). */
export function TableToolbar({ list, titleId }: { list: ListView; titleId: string }) {
  const controls = (
    <>
      {list.filters.map((f) => (
        <Filter key={f.name} filter={f} />
      ))}
      <AddActions list={list} />
    </>
  );
  return <ToolbarShape titleId={titleId} title={list.title} controls={controls} refreshHref={list.refreshHref} help={list.help} />;
}

// The toolbar of every list page: each part rendered by React once per language and shape, the list's texts,
// addresses and choices put in.
const templates = markupTemplates();

function filterMarkup(view: ViewContext, filter: FilterView): string {
  if (filter.kind !== 'subtype') return templates(view, ['filter'], (picker) => <div className="table-filter">{picker}</div>, { __html: entityPickerMarkup(view, filter) });
  // A sub-type select: the empty choice, then the tenant's sub-types, the one that matches chosen.
  const value = matchedSubtype(filter.selected, filter.options);
  let options = optionMarkup(view, '', filter.emptyLabel, value === '');
  for (const choice of filter.options) options += optionMarkup(view, choice, choice, choice === value);
  const element = (slot: string) => <Filter filter={{ ...filter, options: [], selected: '' }} options={slot} />;
  return templates(view, ['sub-type filter', filter.name, filter.label, filter.emptyLabel], element, { __html: options });
}

function actionMarkup(view: ViewContext, action: ActionView, menu: boolean): string {
  const element = (label: string, href: string) => (menu ? <ActionMenuItem action={{ ...action, label, href }} /> : <ActionButton action={{ ...action, label, href }} />);
  return templates(view, [menu ? 'menu item' : 'button', action.icon, action.target, action.enabled ? '' : 'disabled'], element, action.label, action.href);
}

function addActionsMarkup(view: ViewContext, list: ListView): string {
  const { addActions } = list;
  if (addActions.length === 0) return '';
  if (addActions.length === 1) return actionMarkup(view, addActions[0], false);
  let items = '';
  for (const action of addActions) items += actionMarkup(view, action, true);
  return templates(view, ['add menu'], (label, entries) => <AddMenu label={label}>{entries}</AddMenu>, list.addLabel, { __html: items });
}

/** `TableToolbar` without React. */
export function tableToolbarMarkup(view: ViewContext, list: ListView, titleId: string): string {
  let controls = '';
  for (const filter of list.filters) controls += filterMarkup(view, filter);
  controls += addActionsMarkup(view, list);
  const element = (title: string, controlsSlot: string, refreshHref: string) => (
    <ToolbarShape titleId={titleId} title={title} controls={controlsSlot} refreshHref={refreshHref} help={list.help} />
  );
  return templates(view, ['toolbar', titleId, list.help ?? ''], element, list.title, { __html: controls }, list.refreshHref);
}
