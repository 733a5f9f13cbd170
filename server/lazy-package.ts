import { createRequire } from 'node:module';

const load = createRequire(import.meta.url);

/**
 * A package loaded on its first use, synchronously (`require`, which also loads ES modules on Node 24), instead of at
 * start: the packages that only some pages need (a dashboard's HTML card, a help page, a CSV import, a QR code) cost
 * each console 5-20 MiB of memory from start on when imported at the top of a module. Import only its types there.
 */
export function onFirstUse<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= load(name) as T);
}
