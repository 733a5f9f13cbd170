import type { FastifyRequest } from 'fastify';
import { badRequest, general } from './api-error.ts';

/** The query string as ordered (name, values) pairs, the way Spring reports actual request parameters. */
export function queryParams(request: FastifyRequest): Map<string, string[]> {
  const params = new Map<string, string[]>();
  const at = request.url.indexOf('?');
  if (at < 0) return params;
  for (const [name, value] of new URLSearchParams(request.url.slice(at + 1))) {
    const values = params.get(name);
    if (values) values.push(value);
    else params.set(name, [value]);
  }
  return params;
}

export function queryValue(params: Map<string, string[]>, name: string): string | undefined {
  return params.get(name)?.[0];
}

/**
 * A handler mapping declared with `params = {...}` only matches when every listed parameter is present;
 * when no variant matches Spring answers 400 listing the conditions and what was actually sent.
 */
export function requireParamConditions(params: Map<string, string[]>, ...variants: string[][]): string[] {
  const matched = variants.find((names) => names.every((name) => params.has(name)));
  if (matched) return matched;
  const conditions = variants.map((names) => `"${names.join(', ')}"`).join(' OR ');
  const actual = [...params].map(([name, values]) => `${name}={${values.join(', ')}}`).join(', ');
  throw badRequest(`Parameter conditions ${conditions} not met for actual request parameters: ${actual}`);
}

const INT_PATTERN = /^[+-]?\d+$/;

/** A present but blank parameter of a primitive type without a default value. */
export function convertedToNull(name: string, javaType: string) {
  return general(`Required request parameter '${name}' for method parameter type ${javaType} is present but converted to null`);
}

/** Binds a Java `int` request parameter the way Spring's converters do (failures are 500s). */
export function intParam(name: string, raw: string): number {
  const text = raw.replace(/\s+/g, '');
  if (text === '') throw convertedToNull(name, 'int');
  const value = INT_PATTERN.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(value) || value > 2147483647 || value < -2147483648) {
    throw general(
      `Failed to convert value of type 'java.lang.String' to required type 'int'; ` +
        `nested exception is java.lang.NumberFormatException: For input string: "${text}"`,
    );
  }
  return value;
}

const TRUE_WORDS = ['true', 'on', 'yes', '1'];
const FALSE_WORDS = ['false', 'off', 'no', '0'];

/**
 * Binds a boolean request parameter (or path variable) the way Spring's converter does: true/on/yes/1 and
 * false/off/no/0 in any case; absent or blank is null (the caller applies the parameter's default); anything else fails
 * the conversion with a 500, before the call does anything. `javaType` is `boolean` or `java.lang.Boolean`.
 */
export function booleanParam(raw: string | undefined, javaType = 'boolean'): boolean | null {
  const text = (raw ?? '').trim().toLowerCase();
  if (text === '') return null;
  if (TRUE_WORDS.includes(text)) return true;
  if (FALSE_WORDS.includes(text)) return false;
  throw general(
    `Failed to convert value of type 'java.lang.String' to required type '${javaType}'; ` +
      `nested exception is java.lang.IllegalArgumentException: Invalid boolean value [${raw}]`,
  );
}
