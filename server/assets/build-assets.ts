import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { BUILD_DIR, SCRIPTS, STYLES, type AssetManifest, type AssetName } from './asset-manifest.ts';
import { PROJECT_ROOT as root } from '../project-root.ts';
import { buildIconSprite, buildMaterialIconTable, buildMaterialSprite } from './icon-sprite.ts';
import { precompress } from './precompress.ts';
import { buildIslands } from './build-islands.ts';
import { MATERIAL_ICONS_FILE } from '../dashboards/material-icons.ts';
import { allIcons } from '../../views/icons-used.ts';

/** Where each stylesheet starts: the sign-in pages' own file imports only what they use. */
const STYLE_SOURCES: Record<(typeof STYLES)[number], string> = { console: 'static/css/console.css', 'sign-in': 'static/css/sign-in-page.css' };

/**
 * Bundles each browser script (islands/<name>.ts, self-contained) and stylesheet, and the icon sprite, into
 * static/build with hashed names, each beside its brotli and gzip copies.
 */
async function buildAssets(): Promise<void> {
  rmSync(BUILD_DIR, { recursive: true, force: true });
  mkdirSync(BUILD_DIR, { recursive: true });
  const entryPoints: Record<string, string> = {};
  for (const name of SCRIPTS) entryPoints[name] = `${root}islands/${name}.ts`;
  for (const name of STYLES) entryPoints[`style-${name}`] = `${root}${STYLE_SOURCES[name]}`;
  const result = await build({
    entryPoints,
    bundle: true,
    minify: true,
    format: 'iife',
    target: ['es2022', 'chrome100', 'firefox100', 'safari15.4'],
    outdir: BUILD_DIR,
    entryNames: '[name]-[hash]',
    metafile: true,
    legalComments: 'none',
    logLevel: 'warning',
  });
  const manifest: Partial<AssetManifest> = {};
  for (const [path, output] of Object.entries(result.metafile.outputs)) {
    if (!output.entryPoint) continue;
    const entry = Object.entries(entryPoints).find(([, source]) => source.endsWith(output.entryPoint!))![0];
    const asset = (entry.startsWith('style-') ? `${entry.slice('style-'.length)}.css` : `${entry}.js`) as AssetName;
    manifest[asset] = basename(path);
  }
  const sprite = buildIconSprite(allIcons());
  const spriteName = `icons-${createHash('sha256').update(sprite).digest('hex').slice(0, 10)}.svg`;
  writeFileSync(`${BUILD_DIR}${spriteName}`, sprite);
  manifest['icons.svg'] = spriteName;
  const table = buildMaterialIconTable();
  const pickerSprite = buildMaterialSprite(table);
  const pickerSpriteName = `material-icons-${createHash('sha256').update(pickerSprite).digest('hex').slice(0, 10)}.svg`;
  writeFileSync(`${BUILD_DIR}${pickerSpriteName}`, pickerSprite);
  manifest['material-icons.svg'] = pickerSpriteName;
  for (const file of Object.values(manifest)) precompress(`${BUILD_DIR}${file}`);
  Object.assign(manifest, await buildIslands());
  writeFileSync(MATERIAL_ICONS_FILE, JSON.stringify(table));
  writeFileSync(`${BUILD_DIR}manifest.json`, JSON.stringify(manifest, null, 2));
  // `npm run --silent build` (as `npm start` runs it) prints nothing on success.
  if (process.env.npm_config_loglevel !== 'silent') console.log('built', manifest);
}

await buildAssets();
