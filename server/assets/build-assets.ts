import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { BUILD_DIR, type AssetManifest } from './asset-manifest.ts';
import { PROJECT_ROOT as root } from '../project-root.ts';
import { buildIconSprite, buildMaterialIconTable } from './icon-sprite.ts';
import { MATERIAL_ICONS_FILE } from '../dashboards/material-icons.ts';
import { allIcons } from '../../views/icons-used.ts';

/** Bundles the browser script and stylesheet and the icon sprite into static/build with hashed names. */
async function buildAssets(): Promise<void> {
  rmSync(BUILD_DIR, { recursive: true, force: true });
  mkdirSync(BUILD_DIR, { recursive: true });
  const result = await build({
    entryPoints: { console: `${root}islands/console.ts`, 'console-style': `${root}static/css/console.css` },
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
  const outputs = Object.keys(result.metafile.outputs).map((p) => basename(p));
  const sprite = buildIconSprite(allIcons());
  const spriteName = `icons-${createHash('sha256').update(sprite).digest('hex').slice(0, 10)}.svg`;
  writeFileSync(`${BUILD_DIR}${spriteName}`, sprite);
  const manifest: AssetManifest = {
    'console.js': outputs.find((n) => n.startsWith('console-') && n.endsWith('.js'))!,
    'console.css': outputs.find((n) => n.startsWith('console-style-') && n.endsWith('.css'))!,
    'icons.svg': spriteName,
  };
  writeFileSync(MATERIAL_ICONS_FILE, JSON.stringify(buildMaterialIconTable()));
  writeFileSync(`${BUILD_DIR}manifest.json`, JSON.stringify(manifest, null, 2));
  console.log('built', manifest);
}

await buildAssets();
