import type { DashboardConfig } from '../domain/dashboard/dashboard-config.ts';
import { list, record, text } from './json-read.ts';

/** The address member holding the viewer's value of a filter's editable predicate. */
export const filterParam = (filterId: string, keyIndex: number, predicateIndex: number) => `filter.${filterId}.${keyIndex}.${predicateIndex}`;

/** A predicate of a dashboard filter the viewer may change (`userInfo.editable`), as the toolbar's filters show it. */
export interface EditablePredicate {
  param: string;
  filterName: string;
  key: string;
  /** STRING, NUMERIC or BOOLEAN. */
  valueType: string;
  /** The predicate's operation (EQUAL, STARTS_WITH, GREATER ...). */
  operation: string;
  /** The value as the address or the filter sets it, as text. */
  value: string;
  /** Translation key of what is wrong with the address's value; null: it applies. */
  error: string | null;
}

const SIMPLE = new Set(['STRING', 'NUMERIC', 'BOOLEAN']);

/** The value the platform takes (upstream's predicate value: the user's, else the default), as the query sends it. */
function typedValue(valueType: string, raw: string): string | number | boolean | null {
  if (valueType === 'NUMERIC') return raw.trim() !== '' && Number.isFinite(Number(raw)) ? Number(raw) : null;
  if (valueType === 'BOOLEAN') return raw === 'true' ? true : raw === 'false' ? false : null;
  return raw;
}

/**
 * The editable predicates of the dashboard's filters, each with its value: the address's `filter.<id>.<key>.<n>`
 * when it is one of its type (a number, true or false), else the stored user or default value.
 */
export function editablePredicates(config: DashboardConfig, query: Record<string, string>): EditablePredicate[] {
  if (!config.settings.showFilters) return [];
  const out: EditablePredicate[] = [];
  for (const filter of config.filters.values()) {
    filter.keyFilters.forEach((value, k) => {
      const info = record(value);
      list(info.predicates).forEach((p, n) => {
        const predicate = record(record(p).keyFilterPredicate);
        const type = text(predicate.type);
        if (record(record(p).userInfo).editable !== true || !SIMPLE.has(type)) return;
        const param = filterParam(filter.id, k, n);
        const stored = record(predicate.value);
        const own = stored.userValue ?? stored.defaultValue;
        const asked = query[param];
        const error = asked !== undefined && typedValue(type, asked) === null ? (type === 'NUMERIC' ? 'dashboard-view.filter-number' : 'dashboard-view.filter-boolean') : null;
        out.push({
          param,
          filterName: filter.filter || filter.id,
          key: text(record(info.key).key),
          valueType: type,
          operation: text(predicate.operation),
          value: asked ?? (own === undefined || own === null ? '' : String(own)),
          error,
        });
      });
    });
  }
  return out;
}

/** The values of the viewer's that apply (those of their predicate's type), by address member. */
export function filterValues(predicates: EditablePredicate[], query: Record<string, string>): Map<string, string | number | boolean> {
  const values = new Map<string, string | number | boolean>();
  for (const p of predicates) {
    const asked = query[p.param];
    const typed = asked === undefined ? null : typedValue(p.valueType, asked);
    if (typed !== null) values.set(p.param, typed);
  }
  return values;
}
