import { readFileSync } from 'node:fs';
import { PROJECT_ROOT } from '../project-root.ts';

export const BUILD_DIR = `${PROJECT_ROOT}static/build/`;

/**
 * The browser scripts, one per `islands/<name>.ts`, in the order a page loads them. A page loads the script of its
 * frame (`shell`, `sign-in`, or `page` for neither) and those its parts ask for (views/page-scripts.tsx).
 */
export const SCRIPTS = ['htmx', 'page', 'sign-in', 'shell', 'copy-buttons', 'live', 'widget-editor', 'widget-frame', 'widget-frames', 'parts-files'] as const;
/** ES modules: the island loader (`islands/boot.ts`), loaded only by pages with an island. */
export const MODULE_SCRIPTS = ['island-boot'] as const;
export type ScriptName = (typeof SCRIPTS)[number] | (typeof MODULE_SCRIPTS)[number];

/** The React islands, `islands/<name>/index.tsx`: each its own module, React in a chunk they share. */
export const ISLANDS = ['timewindow', 'dashboard-edit', 'rule-chain-editor', 'code-editor', 'colour-picker', 'popover', 'chart', 'playback', 'split-panes', 'nav-tree'] as const;
export type IslandName = (typeof ISLANDS)[number];

/** The stylesheets, `static/css/<name>.css`: the sign-in pages load only what they use. */
export const STYLES = ['console', 'sign-in'] as const;
export type StyleName = (typeof STYLES)[number];

export type AssetName = `${ScriptName}.js` | `island-${IslandName}.js` | `${StyleName}.css` | 'icons.svg' | 'material-icons.svg';
export type AssetManifest = Record<AssetName, string>;

/** Names of the content-hashed files `npm run build` wrote. */
export function readAssetManifest(): AssetManifest {
  try {
    return JSON.parse(readFileSync(`${BUILD_DIR}manifest.json`, 'utf8')) as AssetManifest;
  } catch {
    throw new Error('static/build/manifest.json is missing: run `npm run build` first');
  }
}
