import { isObject } from '../lib/json.ts';
import type { KvValue } from '../telemetry/values.ts';
import { valueText } from '../telemetry/values.ts';

/** Resolves a filter's dynamic value source (`CURRENT_DEVICE`, `CURRENT_CUSTOMER`, ...) to an attribute value. */
export type DynamicResolver = (sourceType: string, attribute: string, inherit: boolean) => KvValue | undefined;

/** The predicate's effective operand: dynamic value when it resolves, else userValue, else defaultValue. */
export function operand(value: unknown, resolve: DynamicResolver): unknown {
  if (!isObject(value)) return undefined;
  const dynamic = value.dynamicValue;
  if (isObject(dynamic) && typeof dynamic.sourceType === 'string' && typeof dynamic.sourceAttribute === 'string') {
    const resolved = resolve(dynamic.sourceType, dynamic.sourceAttribute, dynamic.inherit === true);
    if (resolved !== undefined) return resolved.value;
  }
  if (value.userValue !== null && value.userValue !== undefined) return value.userValue;
  return value.defaultValue;
}

function asNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return undefined;
}

function asBoolean(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 'false') return value === 'true';
  return undefined;
}

function numeric(operation: unknown, left: number, right: number): boolean {
  switch (operation) {
    case 'EQUAL': return left === right;
    case 'NOT_EQUAL': return left !== right;
    case 'GREATER': return left > right;
    case 'LESS': return left < right;
    case 'GREATER_OR_EQUAL': return left >= right;
    case 'LESS_OR_EQUAL': return left <= right;
    default: return false;
  }
}

function text(operation: unknown, left: string, right: string): boolean {
  const list = () => right.split(',').map((item) => item.trim());
  switch (operation) {
    case 'EQUAL': return left === right;
    case 'NOT_EQUAL': return left !== right;
    case 'STARTS_WITH': return left.startsWith(right);
    case 'ENDS_WITH': return left.endsWith(right);
    case 'CONTAINS': return left.includes(right);
    case 'NOT_CONTAINS': return !left.includes(right);
    case 'IN': return list().includes(left);
    case 'NOT_IN': return !list().includes(left);
    default: return false;
  }
}

/** One key filter predicate against the key's current value; a missing value never matches. */
export function matches(predicate: unknown, value: KvValue | undefined, resolve: DynamicResolver): boolean {
  if (!isObject(predicate)) return false;
  if (predicate.type === 'COMPLEX') {
    const parts = Array.isArray(predicate.predicates) ? predicate.predicates : [];
    const results = parts.map((part) => matches(part, value, resolve));
    return predicate.operation === 'OR' ? results.some(Boolean) : results.every(Boolean);
  }
  if (value === undefined) return false;
  const right = operand(predicate.value, resolve);
  switch (predicate.type) {
    case 'NUMERIC': {
      const l = asNumber(value.value);
      const r = asNumber(right);
      return l !== undefined && r !== undefined && numeric(predicate.operation, l, r);
    }
    case 'BOOLEAN': {
      const l = asBoolean(value.value);
      const r = asBoolean(right);
      if (l === undefined || r === undefined) return false;
      return predicate.operation === 'NOT_EQUAL' ? l !== r : predicate.operation === 'EQUAL' && l === r;
    }
    case 'STRING': {
      if (right === undefined || right === null) return false;
      const fold = predicate.ignoreCase === true ? (s: string) => s.toLowerCase() : (s: string) => s;
      return text(predicate.operation, fold(valueText(value)), fold(String(right)));
    }
    default:
      return false;
  }
}
