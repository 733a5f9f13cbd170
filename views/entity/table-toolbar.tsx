import { Icon } from '../icon.tsx';
import { useView } from '../view-context.tsx';
import { swapLink } from '../table/entity-table.tsx';
import { EntityPicker } from '../parts/picker.tsx';
import type { ListView } from '../../server/domain/entity-view.ts';
import { SubtypeSelect } from '../parts/type-pickers/type-selects.tsx';
import { ActionButton, ActionMenuItem } from './action-button.tsx';
import { TABLE_REGION } from './table-region.tsx';

/**
 * The add button (console-map §0): one add action shows as its own icon button; several share an `add` button that
 * opens their menu (a `<details>`, which opens without JavaScript).
 */
function AddActions({ list }: { list: ListView }) {
  if (list.addActions.length === 0) return null;
  if (list.addActions.length === 1) return <ActionButton action={list.addActions[0]} />;
  return (
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
  );
}

/** Title, header filters, add, refresh, help, and the search button of the list's form (for browsers without JavaScript). */
export function TableToolbar({ list, titleId }: { list: ListView; titleId: string }) {
  const { t, url } = useView();
  return (
    <div className="table-toolbar">
      <h2 id={titleId}>{list.title}</h2>
      {/* First in the form: the button Enter in a field submits with (hidden when htmx searches as one types). */}
      <button type="submit" className="button">
        {t('action.search')}
      </button>
      {list.filters.map((f) => (
        <div key={f.name} className="table-filter">
          {f.kind === 'subtype' ? (
            // The list's form reloads the table when it changes.
            <SubtypeSelect id={`filter-${f.name}`} name={f.name} label={f.label} choices={f.options} value={f.selected} emptyLabel={f.emptyLabel} />
          ) : (
            <EntityPicker picker={f} />
          )}
        </div>
      ))}
      <AddActions list={list} />
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
