import type { EditablePredicate } from '../../server/dashboards/filter-values.ts';
import { useView } from '../view-context.tsx';
import { OPERATION_LABELS } from '../parts/filter-operations.ts';
import { useCustomText } from './custom-text.ts';
import { useDashboard } from './dashboard-context.tsx';
import { ToolbarPanel } from './toolbar-panel.tsx';

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
 * with the viewer's value; Update writes `filter.<id>.<key>.<n>` to the address. A value not of the
 * predicate's type is named on the panel, kept, and not applied.
 */
export function DashboardFilters() {
  const { t } = useView();
  const { filters = [] } = useDashboard();
  const text = useCustomText();
  if (filters.length === 0) return null;
  const label = t('dashboard-view.filters');
  return (
    <ToolbarPanel className="dashboard-filters" label={label} icon="filter_list" text={label} open={filters.some((p) => p.error)} prefix="filter.">
      {filters.map((p, i) => (
        <div key={p.param} className="field">
          <label htmlFor={`dashboard-filter-${i}`}>
            {text(p.filterName)}: {p.key} {OPERATION_LABELS[p.operation] ? t(OPERATION_LABELS[p.operation]) : p.operation}
          </label>
          <ValueInput p={p} id={`dashboard-filter-${i}`} />
          {p.error && <span className="field-error" id={`dashboard-filter-${i}-error`}>{t(p.error)}</span>}
        </div>
      ))}
    </ToolbarPanel>
  );
}
