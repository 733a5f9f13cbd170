import type { Caller } from '../auth/caller.ts';
import { NULL_UUID } from '../lib/ids.ts';
import type { FoundEntity } from './entity-filters.ts';
import type { ValueReader } from './entity-values.ts';
import type { LatestValues, StoredValue } from './latest-values.ts';
import type { KeyFilter, KeyPredicate, PredicateValue } from './query-types.ts';

/** Resolves `dynamicValue` sources from the server attributes of the caller's user, customer or tenant. */
function dynamicSource(values: LatestValues, caller: Caller, value: PredicateValue): unknown {
  const dynamic = value.dynamicValue;
  if (!dynamic || !dynamic.sourceAttribute) return undefined;
  const read = (id: string) =>
    id === '' || id === NULL_UUID ? undefined : values.attribute(id, 'SERVER_SCOPE', dynamic.sourceAttribute ?? '')?.value;
  switch (dynamic.sourceType) {
    case 'CURRENT_USER':
      return read(caller.userId) ?? (dynamic.inherit ? read(caller.customerId) ?? read(caller.tenantId) : undefined);
    case 'CURRENT_CUSTOMER':
      return read(caller.customerId) ?? (dynamic.inherit ? read(caller.tenantId) : undefined);
    case 'CURRENT_TENANT':
      return read(caller.tenantId);
    default:
      return undefined;
  }
}

function effective(values: LatestValues, caller: Caller, value: PredicateValue): unknown {
  const dynamic = dynamicSource(values, caller, value);
  if (dynamic !== undefined && dynamic !== null) return dynamic;
  if (value.userValue !== null && value.userValue !== undefined) return value.userValue;
  return value.defaultValue;
}

function asNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isNaN(parsed) ? undefined : parsed;
  }
  return undefined;
}

function asBoolean(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string' && /^(true|false)$/i.test(value)) return value.toLowerCase() === 'true';
  if (typeof value === 'number') return value !== 0;
  return undefined;
}

function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function compareNumbers(operation: string, actual: number, wanted: number): boolean {
  switch (operation) {
    case 'EQUAL': return actual === wanted;
    case 'NOT_EQUAL': return actual !== wanted;
    case 'GREATER': return actual > wanted;
    case 'LESS': return actual < wanted;
    case 'GREATER_OR_EQUAL': return actual >= wanted;
    case 'LESS_OR_EQUAL': return actual <= wanted;
    default: return false;
  }
}

function compareStrings(operation: string, actual: string, wanted: string, ignoreCase: boolean): boolean {
  const fold = (text: string) => (ignoreCase ? text.toLowerCase() : text);
  const a = fold(actual);
  const w = fold(wanted);
  const listed = () => w.split(',').map((item) => item.trim());
  switch (operation) {
    case 'EQUAL': return a === w;
    case 'NOT_EQUAL': return a !== w;
    case 'STARTS_WITH': return a.startsWith(w);
    case 'ENDS_WITH': return a.endsWith(w);
    case 'CONTAINS': return a.includes(w);
    case 'NOT_CONTAINS': return !a.includes(w);
    case 'IN': return listed().includes(a);
    case 'NOT_IN': return !listed().includes(a);
    default: return false;
  }
}

function test(predicate: KeyPredicate, stored: StoredValue, values: LatestValues, caller: Caller): boolean {
  switch (predicate.type) {
    case 'COMPLEX': {
      const results = predicate.predicates.map((inner) => test(inner, stored, values, caller));
      return predicate.operation === 'AND' ? results.every(Boolean) : results.some(Boolean);
    }
    case 'NUMERIC': {
      const actual = asNumber(stored.value);
      const wanted = asNumber(effective(values, caller, predicate.value));
      return actual !== undefined && wanted !== undefined && compareNumbers(predicate.operation, actual, wanted);
    }
    case 'BOOLEAN': {
      const actual = asBoolean(stored.value);
      const wanted = asBoolean(effective(values, caller, predicate.value));
      if (actual === undefined || wanted === undefined) return false;
      return predicate.operation === 'EQUAL' ? actual === wanted : actual !== wanted;
    }
    case 'STRING': {
      const wanted = asText(effective(values, caller, predicate.value));
      return compareStrings(predicate.operation, stored.text, wanted, predicate.ignoreCase);
    }
  }
}

/** Key filters are ANDed; an entity without a value for a filtered key does not match (SQL join semantics). */
export function passesKeyFilters(
  entity: FoundEntity,
  filters: KeyFilter[],
  reader: ValueReader,
  values: LatestValues,
  caller: Caller,
): boolean {
  return filters.every((filter) => {
    const stored = reader.stored(entity, filter.key);
    if (!stored || stored.value === null || stored.value === undefined) return false;
    return test(filter.predicate, stored, values, caller);
  });
}
