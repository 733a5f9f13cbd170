// The JavaScript each island costs a page, gzipped, from the build's import graph (server/assets/build-islands.ts):
// the island's module and every chunk it imports, plus, for the code editor, what one language pulls in on demand.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { BUILD_DIR, ISLANDS, readAssetManifest } from '../../server/assets/asset-manifest.ts';
import type { IslandsGraph } from '../../server/assets/build-islands.ts';
import type { Figure } from './figures.ts';

const KB = 1024;

function closure(graph: IslandsGraph, roots: string[], seen = new Set<string>()): Set<string> {
  for (const file of roots) {
    if (seen.has(file) || !graph[file]) continue;
    seen.add(file);
    closure(graph, graph[file].imports.filter((i) => !i.dynamic).map((i) => i.path), seen);
  }
  return seen;
}

/** The files loaded on demand whose source is under one of these packages (a language's support). */
function onDemand(graph: IslandsGraph, packages: string[]): string[] {
  return Object.entries(graph).filter(([, o]) => o.entryPoint && packages.some((p) => o.entryPoint!.includes(`node_modules/${p}/`))).map(([file]) => file);
}

const gzipped = (files: Set<string>) => [...files].reduce((sum, file) => sum + gzipSync(readFileSync(`${BUILD_DIR}${file}`), { level: 9 }).length, 0);

export function islandSizeFigures(): Figure[] {
  const graph = JSON.parse(readFileSync(`${BUILD_DIR}islands-graph.json`, 'utf8')) as IslandsGraph;
  const manifest = readAssetManifest();
  const react = closure(graph, Object.keys(graph).filter((file) => graph[file].entryPoint?.endsWith('islands/react-shared.ts')));
  const figures: Figure[] = [];
  for (const name of ISLANDS) {
    const entry = manifest[`island-${name}.js`];
    if (name === 'code-editor') {
      const files = closure(graph, [entry, ...onDemand(graph, ['@codemirror/lang-json', '@codemirror/lint'])]);
      figures.push({ name: 'code-editor island with JSON support, gzipped', value: gzipped(files) / KB, unit: 'KB', goal: 150, better: 'lower', detail: `${files.size} files` });
    } else {
      // React's chunk is shared by every React island and loaded once per page: counted apart.
      const files = new Set([...closure(graph, [entry])].filter((file) => !react.has(file)));
      figures.push({ name: `${name} island, gzipped (without React's shared chunk)`, value: gzipped(files) / KB, unit: 'KB', goal: 30, better: 'lower', detail: `${files.size} files` });
    }
  }
  // The plain script of the file, image and page furniture parts (islands/parts-files.ts), held to the islands' budget.
  const partsFiles = gzipSync(readFileSync(`${BUILD_DIR}${manifest['parts-files.js']}`), { level: 9 }).length;
  figures.push({ name: 'parts-files script, gzipped', value: partsFiles / KB, unit: 'KB', goal: 30, better: 'lower', detail: '1 file' });
  return figures;
}
