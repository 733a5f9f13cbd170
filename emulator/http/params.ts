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
