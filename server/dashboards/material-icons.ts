import { readFileSync } from 'node:fs';
import { BUILD_DIR } from '../assets/asset-manifest.ts';

export const MATERIAL_ICONS_FILE = `${BUILD_DIR}material-icons.json`;

let table: Record<string, string> | null = null;

/**
 * The SVG content of a material icon by its upstream name (`show_chart`), for icons chosen in dashboards;
 * null for names the set does not have. The table is read once, the first time a dashboard needs an icon.
 */
export function materialIcon(name: string): string | null {
  if (!table) {
    try {
      table = JSON.parse(readFileSync(MATERIAL_ICONS_FILE, 'utf8')) as Record<string, string>;
    } catch {
      table = {};
    }
  }
  return Object.hasOwn(table, name) ? table[name] : null;
}
