// Bundles the server for production (npm start, the Docker image): one ESM file per entry, so Node loads
// plain JavaScript and nothing compiles .tsx at run time. Dependencies stay in node_modules (--packages=external).
import { build, type Metafile } from 'esbuild';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { PROJECT_ROOT } from './project-root.ts';

export const SERVER_BUNDLE_DIR = `${PROJECT_ROOT}dist/`;

/**
 * Writes `<outdir>server/main.js` and `<outdir>server/snapshots/raster-worker.js` (`outdir` ends with a separator)
 * and returns esbuild's metafile.
 * The embedded emulator, imported lazily by main.ts when PLATFORM_URL is unset, becomes a split chunk
 * loaded only then. Files read at run time (locales/, static/) are found by server/project-root.ts,
 * so `outdir` must lie inside the project folder.
 */
export async function buildServer(outdir: string = SERVER_BUNDLE_DIR): Promise<Metafile> {
  // Only the bundle's own folders: other things under dist/ (a test's bundle) are left alone.
  for (const dir of ['server', 'chunks']) rmSync(`${outdir}${dir}`, { recursive: true, force: true });
  const result = await build({
    // The snapshot rasterizer runs in a child process of its own (server/snapshots/rasterize.ts).
    entryPoints: [`${PROJECT_ROOT}server/main.ts`, `${PROJECT_ROOT}server/snapshots/raster-worker.ts`],
    absWorkingDir: PROJECT_ROOT, // metafile paths relative to the project, wherever this runs from
    outbase: PROJECT_ROOT,
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node24',
    packages: 'external',
    jsx: 'automatic',
    sourcemap: true,
    chunkNames: 'chunks/[name]-[hash]',
    legalComments: 'none',
    metafile: true,
    logLevel: 'warning',
  });
  for (const file of Object.keys(result.metafile.outputs)) if (file.endsWith('.js')) keepAscii(resolve(PROJECT_ROOT, file));
  return result.metafile;
}

const BEYOND_ASCII = /[^\u0000-\u007f]/;

/**
 * esbuild escapes what code holds beyond ASCII but keeps comments as written, and one `…`, `→` or even `§` in a comment
 * made Node hand V8 the whole 1.5 MB bundle as a two-byte string: 1.5 MiB more of the heap for as long as the console
 * runs (a source read as UTF-8 stays one byte a character only when it is all ASCII).
 */
function keepAscii(path: string): void {
  const text = readFileSync(path, 'utf8');
  if (!BEYOND_ASCII.test(text)) return;
  writeFileSync(path, text.replace(new RegExp(BEYOND_ASCII, 'g'), (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`));
}

if (import.meta.main) {
  await buildServer();
  if (process.env.npm_config_loglevel !== 'silent') console.log(`built ${SERVER_BUNDLE_DIR}server/main.js`);
}
