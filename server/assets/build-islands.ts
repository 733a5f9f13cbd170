import { build, type Plugin } from 'esbuild';
import { readFileSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { BUILD_DIR, ISLANDS, type AssetName } from './asset-manifest.ts';
import { PROJECT_ROOT as root } from '../project-root.ts';
import { precompress } from './precompress.ts';

/**
 * Bundles the island loader and each React island as ES modules with code splitting: every island is its own
 * file, React and what the islands share land in chunks they import, so a page loads the loader, then only the
 * islands it shows. Pages without islands load none of it. Each output gets its brotli and gzip copies.
 */
export async function buildIslands(): Promise<Partial<Record<AssetName, string>>> {
  const entryPoints: Record<string, string> = { 'island-boot': `${root}islands/boot.ts`, 'react-shared': `${root}islands/react-shared.ts` };
  for (const name of ISLANDS) entryPoints[`island-${name}`] = `${root}islands/${name}/index.tsx`;
  const result = await build({
    entryPoints,
    bundle: true,
    splitting: true,
    minify: true,
    format: 'esm',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    target: ['es2022', 'chrome100', 'firefox100', 'safari15.4'],
    outdir: BUILD_DIR,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    metafile: true,
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [constructedStyleSheets],
  });
  writeFileSync(`${BUILD_DIR}islands-graph.json`, JSON.stringify(importGraph(result.metafile.outputs)));
  const manifest: Partial<Record<AssetName, string>> = {};
  for (const [path, output] of Object.entries(result.metafile.outputs)) {
    precompress(path.startsWith('/') ? path : `${root}${path}`);
    if (!output.entryPoint) continue;
    // Modules an island imports on demand (a code editor's language) are entry points too, of no island.
    const entry = Object.entries(entryPoints).find(([, source]) => source.endsWith(output.entryPoint!))?.[0];
    if (entry?.startsWith('island-')) manifest[`${entry}.js` as AssetName] = basename(path);
  }
  return manifest;
}

const STYLE_MOD_TEST = '!root.head && root.adoptedStyleSheets';

/**
 * CodeMirror's styles come through style-mod, which puts them in a `<style>` element when the root is a document,
 * and the console's CSP (style-src 'self') refuses that; a constructed stylesheet (`adoptedStyleSheets`), which
 * style-mod uses for shadow roots, is not inline style, so documents get one too (browsers without them fall back
 * to the `<style>` element: an editor without its theme, still working).
 */
const constructedStyleSheets: Plugin = {
  name: 'style-mod-constructed-sheets',
  setup(build) {
    build.onLoad({ filter: /[\\/]style-mod[\\/]src[\\/]style-mod\.js$/ }, ({ path }) => {
      const source = readFileSync(path, 'utf8');
      if (!source.includes(STYLE_MOD_TEST)) throw new Error(`style-mod changed: "${STYLE_MOD_TEST}" not found in ${path}`);
      return { contents: source.replace(STYLE_MOD_TEST, 'root.adoptedStyleSheets'), loader: 'js' };
    });
  },
};

/** Which file imports which (statically or on demand) and which source each starts from: `npm run bench` sums an island's sizes from it. */
export type IslandsGraph = Record<string, { entryPoint?: string; imports: { path: string; dynamic: boolean }[] }>;

function importGraph(outputs: Record<string, { entryPoint?: string; imports: { path: string; kind: string }[] }>): IslandsGraph {
  return Object.fromEntries(Object.entries(outputs).filter(([path]) => path.endsWith('.js')).map(([path, output]) => [basename(path), {
    entryPoint: output.entryPoint,
    imports: output.imports.map((i) => ({ path: basename(i.path), dynamic: i.kind === 'dynamic-import' })),
  }]));
}
