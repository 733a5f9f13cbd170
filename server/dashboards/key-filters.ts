import type { FilterConfig } from '../domain/dashboard/dashboard-config.ts';
import type { KeyFilter } from '../platform/types/entity-query.ts';
import { list, record } from './json-read.ts';
import { filterParam } from './filter-values.ts';

/** A predicate as the dashboard stores it (`keyFilterPredicate` + `userInfo`), as the query takes it; complex ones recursively. */
function predicateOf(info: unknown): unknown {
  const predicate = record(record(info).keyFilterPredicate);
  if (predicate.type !== 'COMPLEX') return predicate;
  return { type: 'COMPLEX', operation: predicate.operation, predicates: list(predicate.predicates).map(predicateOf) };
}

/** A simple predicate with the viewer's value as its user value (the platform takes it before the default). */
function withUserValue(predicate: unknown, value: string | number | boolean | undefined): unknown {
  if (value === undefined) return predicate;
  const p = record(predicate);
  return { ...p, value: { ...record(p.value), userValue: value } };
}

/**
 * The key filters of a dashboard filter, as upstream's `keyFilterInfosToKeyFilters`: each stored predicate
 * becomes its own key filter on the same key (the platform ANDs them); an editable one takes the viewer's value
 * (the toolbar's filters, `filter.<id>.<key>.<n>` of the address).
 */
export function keyFiltersOf(filter: FilterConfig | undefined, values: Map<string, string | number | boolean> = new Map()): KeyFilter[] {
  if (!filter) return [];
  return filter.keyFilters.flatMap((value, k) => {
    const info = record(value);
    return list(info.predicates).map((p, n) => ({
      key: info.key as KeyFilter['key'],
      valueType: info.valueType as KeyFilter['valueType'],
      predicate: withUserValue(predicateOf(p), values.get(filterParam(filter.id, k, n))),
    }));
  });
}
