// Reading and writing a value at a dotted JSON path: how form fields (named by their path) meet the entity.

import { remembered } from '../limits/remembered.ts';

/** The value at a dotted JSON path of a nested object. */
export function readPath(source: unknown, path: string): unknown {
  // Most paths are one name (a list page reads tens of cells): no array of parts for them.
  if (!path.includes('.')) return source !== null && typeof source === 'object' ? (source as Record<string, unknown>)[path] : undefined;
  const parts = partsOf(path);
  let at = source;
  for (let i = 0; i < parts.length; i++) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<string, unknown>)[parts[i]];
  }
  return at;
}

// A list page reads the same few dotted paths (a gateway flag in `additionalInfo`) in every row: split once each.
const partsOf = remembered((path: string): readonly string[] => path.split('.'), 1000);

/** A copy of `target` with `value` at the dotted `path`; the objects on the way are copied, their other members kept. */
export function writePath<T extends object>(target: T, path: string, value: unknown): T {
  const [head, ...rest] = path.split('.');
  const copy = { ...target } as Record<string, unknown>;
  if (rest.length === 0) copy[head] = value;
  else {
    const inner = copy[head];
    copy[head] = writePath(inner !== null && typeof inner === 'object' ? (inner as object) : {}, rest.join('.'), value);
  }
  return copy as T;
}
