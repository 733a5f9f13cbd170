import { existsSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder holding package.json, locales/ and static/, with a trailing separator. Found by walking up
 * rather than by a fixed `../`, because this code runs both from server/ (sources) and from the bundle
 * under dist/ (npm start, the Docker image), which sit at different depths.
 */
function findProjectRoot(start: string): string {
  for (let dir = start; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json')) && existsSync(join(dir, 'locales'))) return dir.endsWith(sep) ? dir : dir + sep;
    if (dirname(dir) === dir) throw new Error(`no folder with package.json and locales/ above ${start}`);
  }
}

export const PROJECT_ROOT = findProjectRoot(dirname(fileURLToPath(import.meta.url)));
