// Loads the project's own TypeScript for Node and tap: .tsx compiled by esbuild (JSX), .ts stripped of types.
// Every test file is a process of its own that imports most of the server, so the compiled text is kept on
// disk by content hash (node_modules/.cache) and V8's compile cache is on: a file is compiled once per change,
// not once per test file.
import { enableCompileCache, registerHooks, stripTypeScriptTypes } from 'node:module';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformSync, version as esbuildVersion } from 'esbuild';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const cacheDir = join(root, 'node_modules', '.cache', 'tsx-hooks');
mkdirSync(cacheDir, { recursive: true });
enableCompileCache(join(root, 'node_modules', '.cache', 'v8-compile'));

// Node strips .ts itself when no hook does; stripping here keeps every line and column as written. The API is
// flagged experimental, and its one-time warning would land in every test file's output on a cache miss.
function stripTypes(text: string): string {
  const emitWarning = process.emitWarning;
  process.emitWarning = () => {};
  try {
    return stripTypeScriptTypes(text, { mode: 'strip' });
  } finally {
    process.emitWarning = emitWarning;
  }
}

function compile(path: string, text: string): string {
  if (path.endsWith('.ts')) return stripTypes(text);
  return transformSync(text, {
    loader: 'tsx',
    jsx: 'automatic',
    format: 'esm',
    sourcefile: path,
    sourcemap: 'inline',
  }).code;
}

function cached(path: string): string {
  const text = readFileSync(path, 'utf8');
  const key = createHash('sha1').update(`${esbuildVersion}\0${process.version}\0${path}\0`).update(text).digest('hex');
  const file = join(cacheDir, `${key}.js`);
  try {
    return readFileSync(file, 'utf8');
  } catch {
    const code = compile(path, text);
    // Written aside and renamed: test files run in parallel and may compile the same file at once.
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, code);
    renameSync(partial, file);
    return code;
  }
}

const ownSource = (url: string) =>
  url.startsWith('file:') && (url.endsWith('.ts') || url.endsWith('.tsx')) && !url.includes('/node_modules/');

registerHooks({
  load(url, context, nextLoad) {
    if (!ownSource(url)) return nextLoad(url, context);
    return { format: 'module', source: cached(fileURLToPath(url)), shortCircuit: true };
  },
});
