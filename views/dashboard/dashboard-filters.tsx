import type { EditablePredicate } from '../../server/dashboards/filter-values.ts';
import { stackLink } from '../../server/dashboards/widget-actions.ts';
import { Icon } from '../icon.tsx';
import { useView } from '../view-context.tsx';
import { OPERATION_LABELS } from '../parts/filter-operations.ts';
import { useCustomText } from './custom-text.ts';
import { useDashboard } from './dashboard-context.tsx';

function ValueInput({ p, id }: { p: EditablePredicate; id: string }) {
  const { t } = useView();
  const invalid = p.error ? true : undefined;
  const described = p.error ? `${id}-error` : undefined;
  if (p.valueType === 'BOOLEAN') {
    return (
      <select id={id} name={p.param} defaultValue={p.value} aria-invalid={invalid} aria-describedby={described}>
        <option value="true">{t('value.true')}</option>
        <option value="false">{t('dashboard-view.false')}</option>
      </select>
    );
  }
  return <input id={id} name={p.param} type="text" inputMode={p.valueType === 'NUMERIC' ? 'decimal' : undefined} defaultValue={p.value} aria-invalid={invalid} aria-describedby={described} />;
}

/**
 * The toolbar's filters (upstream's filters of the dashboard toolbar): each predicate its author marked editable,
 * with the viewer's value; a GET form writing `filter.<id>.<key>.<n>` to the address. A value not of the
 * predicate's type is named on the panel, kept, and not applied.
 */
export function DashboardFilters() {
  const { t, url } = useView();
  const { nav, filters = [] } = useDashboard();
  const text = useCustomText();
  if (filters.length === 0) return null;
  const link = stackLink(nav, nav.stack.length - 1);
  const keep = Object.entries(link.query).filter(([k]) => !k.startsWith('filter.'));
  const label = t('dashboard-view.filters');
  return (
    <details className="alias-select dashboard-filters" open={filters.some((p) => p.error) || undefined}>
      <summary className="button alias-select-button" aria-label={label} title={label}>
        <Icon name="filter_list" />
        <span className="alias-select-text">{label}</span>
      </summary>
      <form method="get" action={url(link.path)} className="alias-select-panel" aria-label={label}>
        {keep.map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />)}
        {filters.map((p, i) => (
          <div key={p.param} className="field">
            <label htmlFor={`dashboard-filter-${i}`}>
              {text(p.filterName)}: {p.key} {OPERATION_LABELS[p.operation] ? t(OPERATION_LABELS[p.operation]) : p.operation}
            </label>
            <ValueInput p={p} id={`dashboard-filter-${i}`} />
            {p.error && <span className="field-error" id={`dashboard-filter-${i}-error`}>{t(p.error)}</span>}
          </div>
        ))}
        <div className="alias-select-actions">
          <button type="submit" className="button primary">{t('action.update')}</button>
        </div>
      </form>
    </details>
  );
}
