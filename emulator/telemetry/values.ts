import { isObject } from '../lib/json.ts';

/** The platform's key-value data types (`DataType`). */
export type KvType = 'BOOLEAN' | 'LONG' | 'DOUBLE' | 'STRING' | 'JSON';

export interface KvValue {
  type: KvType;
  /** boolean for BOOLEAN, number for LONG/DOUBLE, string for STRING, parsed JSON for JSON. */
  value: unknown;
}

/** The typed columns shared by attribute_kv, ts_kv and ts_kv_latest. */
export interface KvColumns {
  bool_v: number | null;
  long_v: number | null;
  dbl_v: number | null;
  str_v: string | null;
  json_v: string | null;
}

export function toColumns(kv: KvValue): [number | null, number | null, number | null, string | null, string | null] {
  switch (kv.type) {
    case 'BOOLEAN': return [kv.value ? 1 : 0, null, null, null, null];
    case 'LONG': return [null, kv.value as number, null, null, null];
    case 'DOUBLE': return [null, null, kv.value as number, null, null];
    case 'STRING': return [null, null, null, kv.value as string, null];
    case 'JSON': return [null, null, null, null, JSON.stringify(kv.value)];
  }
}

export function fromColumns(row: KvColumns): KvValue {
  if (row.bool_v !== null) return { type: 'BOOLEAN', value: row.bool_v === 1 };
  if (row.long_v !== null) return { type: 'LONG', value: Number(row.long_v) };
  if (row.dbl_v !== null) return { type: 'DOUBLE', value: row.dbl_v };
  if (row.json_v !== null) return { type: 'JSON', value: JSON.parse(row.json_v) };
  return { type: 'STRING', value: row.str_v ?? '' };
}

/** Java's Double.toString: always a fraction digit, scientific notation outside [1e-3, 1e7). */
export function javaDouble(n: number): string {
  if (Number.isNaN(n)) return 'NaN';
  if (!Number.isFinite(n)) return n > 0 ? 'Infinity' : '-Infinity';
  if (n === 0) return Object.is(n, -0) ? '-0.0' : '0.0';
  const abs = Math.abs(n);
  if (abs >= 1e-3 && abs < 1e7) {
    const text = String(n);
    return text.includes('.') ? text : `${text}.0`;
  }
  const [mantissa, exponent] = n.toExponential().split('e');
  return `${mantissa.includes('.') ? mantissa : `${mantissa}.0`}E${Number(exponent)}`;
}

/** The value as the platform prints it into strings (`getValueAsString`). */
export function valueText(kv: KvValue): string {
  switch (kv.type) {
    case 'BOOLEAN': return kv.value ? 'true' : 'false';
    case 'LONG': return String(kv.value);
    case 'DOUBLE': return javaDouble(kv.value as number);
    case 'STRING': return kv.value as string;
    case 'JSON': return JSON.stringify(kv.value);
  }
}

const rawJson = (JSON as unknown as { rawJSON(text: string): unknown }).rawJSON;

/** A JSON number written with a fraction or exponent (`25.0`): Jackson reads it as a double, not a long. */
export class JavaDouble {
  readonly value: number;

  constructor(value: number) {
    this.value = value;
  }

  toJSON(): unknown {
    return rawJson(javaDouble(this.value));
  }
}

type SourceReviver = (key: string, value: unknown, context: { source?: string }) => unknown;

/** JSON.parse that keeps the long/double distinction of numbers the way Jackson sees the source text. */
export function parseJavaJson(text: string): unknown {
  const reviver: SourceReviver = (_key, value, context) =>
    typeof value === 'number' && typeof context?.source === 'string' && /[.eE]/.test(context.source) ? new JavaDouble(value) : value;
  return JSON.parse(text, reviver as (key: string, value: unknown) => unknown);
}

/** Nested JSON values: doubles become plain numbers again (their text form survives through toJSON). */
function plainJson(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value));
}

/** The value with its native JSON type; doubles keep Jackson's `25.0` form. */
export function nativeValue(kv: KvValue): unknown {
  if (kv.type === 'DOUBLE') {
    const n = kv.value as number;
    return Number.isFinite(n) ? rawJson(javaDouble(n)) : javaDouble(n);
  }
  return kv.value;
}

const LONG_MIN = -(2n ** 63n);
const LONG_MAX = 2n ** 63n - 1n;

/** A JSON number as Jackson reads it: integral values within 64 bits are longs, others doubles. */
function numberValue(n: number): KvValue | null {
  if (!Number.isInteger(n)) return { type: 'DOUBLE', value: n };
  const big = BigInt(n);
  if (big < LONG_MIN || big > LONG_MAX) return null;
  return { type: 'LONG', value: n };
}

/** Attribute bodies: native JSON types, no casting; nulls and over-long integers are skipped. */
export function attributeValue(value: unknown): KvValue | null {
  if (value instanceof JavaDouble) return { type: 'DOUBLE', value: value.value };
  if (typeof value === 'string') return { type: 'STRING', value };
  if (typeof value === 'boolean') return { type: 'BOOLEAN', value };
  if (typeof value === 'number') return numberValue(value);
  if (Array.isArray(value) || isObject(value)) return { type: 'JSON', value: plainJson(value) };
  return null;
}

// What commons-lang NumberUtils.isParsable accepts: an optional minus, digits, at most one inner point.
const PARSABLE_NUMBER = /^-?(?:\d+|\d*\.\d+)$/;

/** Telemetry values: numeric strings become numbers (type cast is on by default); null cannot be parsed. */
export function telemetryValue(value: unknown): KvValue {
  if (value instanceof JavaDouble) return { type: 'DOUBLE', value: value.value };
  if (typeof value === 'string') {
    if (PARSABLE_NUMBER.test(value)) {
      if (/^-?\d+$/.test(value)) {
        const big = BigInt(value);
        if (big >= LONG_MIN && big <= LONG_MAX) return { type: 'LONG', value: Number(value) };
      }
      return { type: 'DOUBLE', value: Number(value) };
    }
    return { type: 'STRING', value };
  }
  if (typeof value === 'boolean') return { type: 'BOOLEAN', value };
  if (typeof value === 'number') return numberValue(value) ?? { type: 'DOUBLE', value };
  if (Array.isArray(value) || isObject(value)) return { type: 'JSON', value: plainJson(value) };
  throw new TelemetryParseError(`Can't parse value: ${JSON.stringify(value)}`);
}

export class TelemetryParseError extends Error {}

export interface TsPoint {
  key: string;
  ts: number;
  value: KvValue;
}

function parseValues(object: Record<string, unknown>, ts: number, out: TsPoint[]): void {
  for (const [key, value] of Object.entries(object)) out.push({ key, ts, value: telemetryValue(value) });
}

function parseEntry(entry: unknown, now: number, out: TsPoint[]): void {
  if (!isObject(entry) || entry instanceof JavaDouble) throw new TelemetryParseError(`Can't parse value: ${JSON.stringify(entry)}`);
  if ('ts' in entry && 'values' in entry) {
    const ts = entry.ts;
    if (typeof ts !== 'number' || !Number.isInteger(ts)) throw new TelemetryParseError(`Can't parse value: ${JSON.stringify(ts)}`);
    if (!isObject(entry.values) || entry.values instanceof JavaDouble) throw new TelemetryParseError(`Can't parse value: ${JSON.stringify(entry.values)}`);
    parseValues(entry.values, ts, out);
  } else {
    parseValues(entry, now, out);
  }
}

/** `{k: v}`, `{ts, values}` or an array of those (contract 5.5). */
export function parseTelemetry(payload: unknown, now: number): TsPoint[] {
  const out: TsPoint[] = [];
  if (Array.isArray(payload)) for (const entry of payload) parseEntry(entry, now, out);
  else parseEntry(payload, now, out);
  return out;
}
