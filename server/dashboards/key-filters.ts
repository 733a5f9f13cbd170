import type { FilterConfig } from '../domain/dashboard/dashboard-config.ts';
import type { KeyFilter } from '../platform/types/entity-query.ts';
import { list, record } from './json-read.ts';

/** A predicate as the dashboard stores it (`keyFilterPredicate` + `userInfo`), as the query takes it; complex ones recursively. */
function predicateOf(info: unknown): unknown {
  const predicate = record(record(info).keyFilterPredicate);
  if (predicate.type !== 'COMPLEX') return predicate;
  return { type: 'COMPLEX', operation: predicate.operation, predicates: list(predicate.predicates).map(predicateOf) };
}

/**
 * The key filters of a dashboard filter, as upstream's `keyFilterInfosToKeyFilters`: each stored predicate
 * becomes its own key filter on the same key (the platform ANDs them).
 */
export function keyFiltersOf(filter: FilterConfig | undefined): KeyFilter[] {
  if (!filter) return [];
  return filter.keyFilters.flatMap((value) => {
    const info = record(value);
    return list(info.predicates).map((p) => ({
      key: info.key as KeyFilter['key'],
      valueType: info.valueType as KeyFilter['valueType'],
      predicate: predicateOf(p),
    }));
  });
}
