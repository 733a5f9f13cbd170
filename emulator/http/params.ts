import { isUuid } from '../lib/ids.ts';
import { badRequest } from './api-error.ts';

/** A path or query value that must be a UUID; the platform answers 400/31 with the JVM's message. */
export function toUuid(value: string): string {
  if (!isUuid(value)) throw badRequest(`Invalid UUID string: ${value}`);
  return value.toLowerCase();
}

function pathParam(params: unknown, name: string): string {
  const value = (params as Record<string, string | undefined>)[name];
  return value ?? '';
}

export function uuidParam(params: unknown, name: string): string {
  return toUuid(pathParam(params, name));
}

/**
 * A `String[]` parameter of ids the controller checks itself (`deviceIds`, `assetIds`, `edgeIds`): one value is split at
 * commas (Spring's array conversion, trimmed), repeated values are taken as given; no element, or a blank one, is 400
 * `Parameter '<name>' can't be empty!`, an element that is not a UUID 400 with the JVM message.
 */
export function uuidListParam(query: Map<string, string[]>, name: string): string[] {
  const values = query.get(name) ?? [];
  const parts = values.length === 1 ? (values[0].trim() === '' ? [] : values[0].split(',')) : values;
  if (parts.length === 0 || parts.some((part) => part.trim() === '')) throw badRequest(`Parameter '${name}' can't be empty!`);
  return parts.map((part) => toUuid(part.trim()));
}
