import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const MATERIAL_DIR = join(dirname(require.resolve('@material-design-icons/svg/package.json')), 'filled');
const MDI_DIR = join(dirname(require.resolve('@mdi/svg/package.json')), 'svg');

// Upstream names that are font ligatures with no SVG of their own.
const ALIASES: Record<string, string> = { now_widgets: 'widgets', dashboards: 'dashboard' };

/** One SVG sprite of <symbol>s, ids `name` for material icons and `mdi-name` for mdi ones. */
export function buildIconSprite(names: string[]): string {
  const symbols = names.map((name) => {
    const isMdi = name.startsWith('mdi:');
    const file = isMdi ? join(MDI_DIR, `${name.slice(4)}.svg`) : join(MATERIAL_DIR, `${ALIASES[name] ?? name}.svg`);
    const svg = readFileSync(file, 'utf8');
    const inner = svg.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
    const id = isMdi ? `mdi-${name.slice(4)}` : name;
    return `<symbol id="${id}" viewBox="0 0 24 24">${inner}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`;
}

/**
 * Every filled material icon by name, its SVG content only, for the icons dashboard authors pick (action
 * buttons, title icons): written at build time so the running console does not need the icon package.
 */
export function buildMaterialIconTable(): Record<string, string> {
  const table: Record<string, string> = {};
  for (const file of readdirSync(MATERIAL_DIR)) {
    if (!file.endsWith('.svg')) continue;
    const svg = readFileSync(join(MATERIAL_DIR, file), 'utf8');
    table[file.slice(0, -4)] = svg.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  }
  return table;
}

/** The icon picker's sprite (views/parts/pickers): every material icon of the table, loaded only by the picker. */
export function buildMaterialSprite(table: Record<string, string>): string {
  const symbols = Object.entries(table).map(([name, inner]) => `<symbol id="${name}" viewBox="0 0 24 24">${inner}</symbol>`);
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`;
}
