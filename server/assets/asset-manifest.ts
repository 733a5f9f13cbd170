import { readFileSync } from 'node:fs';
import { PROJECT_ROOT } from '../project-root.ts';

export const BUILD_DIR = `${PROJECT_ROOT}static/build/`;

export type AssetName = 'console.js' | 'console.css' | 'icons.svg';
export type AssetManifest = Record<AssetName, string>;

/** Names of the content-hashed files `npm run build` wrote. */
export function readAssetManifest(): AssetManifest {
  try {
    return JSON.parse(readFileSync(`${BUILD_DIR}manifest.json`, 'utf8')) as AssetManifest;
  } catch {
    throw new Error('static/build/manifest.json is missing: run `npm run build` first');
  }
}
