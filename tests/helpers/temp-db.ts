import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

interface Teardown {
  teardown(fn: () => unknown): void;
}

/** A `platform.sqlite` path in a fresh temporary folder (`floorboard-<label>-…`), removed when the test ends. */
export function tempDbPath(t: Teardown, label: string): string {
  const dir = mkdtempSync(join(tmpdir(), `floorboard-${label}-`));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  return join(dir, 'platform.sqlite');
}
