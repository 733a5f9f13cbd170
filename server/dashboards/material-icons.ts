import { readFileSync } from 'node:fs';
import { BUILD_DIR } from '../assets/asset-manifest.ts';

export const MATERIAL_ICONS_FILE = `${BUILD_DIR}material-icons.json`;

let table: Record<string, string> | null = null;

/**
 * The SVG content of a material icon by its upstream name (`show_chart`), for icons chosen in dashboards;
 * null for names the set does not have. The table is read once, the first time a dashboard needs an icon.
 */
export function materialIcon(name: string): string | null {
  const icons = readTable();
  return Object.hasOwn(icons, name) ? icons[name] : null;
}

/** Every material icon name of the build's table, in the table's (alphabetical) order: the icon picker's full list. */
export function materialIconNames(): string[] {
  return Object.keys(readTable());
}

function readTable(): Record<string, string> {
  if (!table) {
    try {
      table = JSON.parse(readFileSync(MATERIAL_ICONS_FILE, 'utf8')) as Record<string, string>;
    } catch {
      table = {};
    }
  }
  return table;
}
