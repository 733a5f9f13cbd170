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

/** Binds a Java `int` request parameter the way Spring's converters do (failures are 500s). */
export function intParam(name: string, raw: string): number {
  const text = raw.replace(/\s+/g, '');
  if (text === '') {
    throw general(`Required request parameter '${name}' for method parameter type int is present but converted to null`);
  }
  const value = INT_PATTERN.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(value) || value > 2147483647 || value < -2147483648) {
    throw general(
      `Failed to convert value of type 'java.lang.String' to required type 'int'; ` +
        `nested exception is java.lang.NumberFormatException: For input string: "${text}"`,
    );
  }
  return value;
}
