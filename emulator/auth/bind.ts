import type { FastifyRequest } from 'fastify';
import { general } from '../http/api-error.ts';
import { queryParams, queryValue } from '../http/query.ts';

const kindOf = (value: unknown) =>
  Array.isArray(value) ? 'Array' : typeof value === 'object' ? 'Object' : typeof value === 'string' ? 'String' : 'Boolean';

/** A Java Integer field: numbers and numeric strings bind, null stays null, anything else fails like Jackson. */
export function integerField(body: Record<string, unknown>, name: string): number | null {
  const value = body[name];
  if (value === undefined || value === null) return null;
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^[+-]?\d+$/.test(value.trim())) return Number(value.trim());
  throw general(`JSON parse error: Cannot deserialize value of type \`java.lang.Integer\` from ${kindOf(value)} value`);
}

export function booleanField(body: Record<string, unknown>, name: string): boolean | null {
  const value = body[name];
  if (value === undefined || value === null) return null;
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 'false') return value === 'true';
  throw general(`JSON parse error: Cannot deserialize value of type \`java.lang.Boolean\` from ${kindOf(value)} value`);
}

/** A required `@RequestParam` of an endpoint without a `params` condition: missing is a 500, as in Spring. */
export function requiredQuery(request: FastifyRequest, name: string, javaType = 'String'): string {
  const value = queryValue(queryParams(request), name);
  if (value === undefined) {
    throw general(`Required request parameter '${name}' for method parameter type ${javaType} is not present`);
  }
  return value;
}

/** A `@RequestParam` bound to a Java enum: unknown names fail the conversion with a 500. */
export function enumQuery<T extends string>(request: FastifyRequest, name: string, javaType: string, values: readonly T[]): T {
  const simple = javaType.slice(javaType.lastIndexOf('.') + 1);
  const raw = requiredQuery(request, name, simple);
  if ((values as readonly string[]).includes(raw)) return raw as T;
  throw general(
    `Failed to convert value of type 'java.lang.String' to required type '${javaType}'; nested exception is ` +
      `org.springframework.core.convert.ConversionFailedException: Failed to convert from type [java.lang.String] ` +
      `to type [@org.springframework.web.bind.annotation.RequestParam ${javaType}] for value '${raw}'; nested ` +
      `exception is java.lang.IllegalArgumentException: No enum constant ${javaType}.${raw}`,
  );
}
