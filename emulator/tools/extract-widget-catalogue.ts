/**
 * Reads the facts of ThingsBoard's system widget types from a checkout of its sources (tag v3.4.4) and prints the
 * emulator's data table (emulator/seed/widgets/system-widget-types.json):
 *
 *   node emulator/tools/extract-widget-catalogue.ts /path/to/thingsboard > emulator/seed/widgets/system-widget-types.json
 *
 * Kept per widget type: bundle and type alias, name, data kind, size, the names of the upstream settings forms, and the
 * settings, data-key settings and latest-data-key settings with their defaults (the upstream settings form's defaults,
 * overridden by the type's default configuration). Scripts, templates, descriptions and images are not taken; string
 * defaults that are code, markup or images are replaced by ours (seed/widgets/replaced-defaults.ts).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { REPLACED_DEFAULTS } from '../seed/widgets/replaced-defaults.ts';
import { loadDeclarations, matchingEnd } from './ts-declarations.ts';

const root = process.argv[2];
if (!root) {
  console.error('usage: node emulator/tools/extract-widget-catalogue.ts <thingsboard checkout>');
  process.exit(2);
}
const bundlesDir = join(root, 'application/src/main/data/json/system/widget_bundles');
const code = loadDeclarations(join(root, 'ui-ngx/src/app'));

type Settings = Record<string, unknown>;

/** The defaults of an upstream settings form (its `defaultSettings()`), following `super.defaultSettings()`. */
function formDefaults(className: string, file: string): Settings {
  const text = code.source(file);
  const classAt = text.search(new RegExp(`class ${className}\\b`));
  const method = /defaultSettings\(\)[^{]*\{/g;
  method.lastIndex = classAt;
  const found = method.exec(text);
  if (!found) throw new Error(`${className} has no defaultSettings()`);
  const open = found.index + found[0].length - 1;
  let body = text.slice(open + 1, matchingEnd(text, open) - 1);
  const extra: Record<string, unknown> = {};
  if (body.includes('super.defaultSettings()')) {
    const parent = new RegExp(`class ${className}\\s+extends\\s+(\\w+)`).exec(text)?.[1] as string;
    extra.__super = () => formDefaults(parent, code.fileOfClass(parent) as string);
    body = body.replaceAll('super.defaultSettings()', '__super()');
  }
  return code.run(body, extra) as Settings;
}

function directiveDefaults(selector: string | undefined): Settings | null {
  if (!selector) return null;
  const file = code.fileOfSelector(selector);
  if (!file) throw new Error(`no settings form ${selector}`);
  const className = /export class (\w+)/.exec(code.source(file))?.[1] as string;
  return formDefaults(className, file);
}

const isImageOrMarkup = (value: unknown) => typeof value === 'string' && /^data:|<\w|\breturn\b|\n/.test(value);
const unreplaced: string[] = [];

/** Whether a value holds upstream code, markup, images or credentials at any depth. */
function needsOurs(name: string, value: unknown): boolean {
  if (/ApiKey$/.test(name)) return value !== '';
  if (Array.isArray(value)) return value.some((item) => needsOurs('', item));
  if (value !== null && typeof value === 'object') return Object.entries(value).some(([key, item]) => needsOurs(key, item));
  return isImageOrMarkup(value);
}

/** Upstream defaults that are code, markup, images or API keys are ours instead (seed/widgets/replaced-defaults.ts). */
function ownDefaults(where: string, settings: Settings | null): Settings | null {
  if (settings === null) return null;
  const replace = (path: string, name: string, value: unknown): unknown => {
    if (Object.hasOwn(REPLACED_DEFAULTS, `${where}.${path}`)) return REPLACED_DEFAULTS[`${where}.${path}`];
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, replace(`${path}.${key}`, key, item)]));
    }
    if (!needsOurs(name, value)) return value;
    for (const key of [path, name]) if (Object.hasOwn(REPLACED_DEFAULTS, key)) return REPLACED_DEFAULTS[key];
    unreplaced.push(`${where}.${path}: ${JSON.stringify(value).slice(0, 160)}`);
    return value;
  };
  return Object.fromEntries(Object.entries(settings).map(([name, value]) => [name, replace(name, name, value)]));
}

const bundles = readdirSync(bundlesDir).sort().map((fileName) => {
  const { widgetsBundle, widgetTypes } = JSON.parse(readFileSync(join(bundlesDir, fileName), 'utf8'));
  return {
    alias: widgetsBundle.alias as string,
    title: widgetsBundle.title as string,
    types: widgetTypes.map((type: { alias: string; name: string; descriptor: Record<string, unknown> }) => {
      const d = type.descriptor;
      const where = `${widgetsBundle.alias}.${type.alias}`;
      const configured = (JSON.parse(d.defaultConfig as string).settings ?? {}) as Settings;
      const settings = { ...(directiveDefaults(d.settingsDirective as string | undefined) ?? {}), ...configured };
      return {
        alias: type.alias,
        name: type.name,
        type: d.type,
        sizeX: d.sizeX,
        sizeY: d.sizeY,
        settingsDirective: d.settingsDirective ?? '',
        dataKeySettingsDirective: d.dataKeySettingsDirective ?? '',
        latestDataKeySettingsDirective: d.latestDataKeySettingsDirective ?? '',
        settings: ownDefaults(where, settings),
        dataKeySettings: ownDefaults(`${where}#key`, directiveDefaults(d.dataKeySettingsDirective as string | undefined)),
        latestDataKeySettings: ownDefaults(`${where}#latest`, directiveDefaults(d.latestDataKeySettingsDirective as string | undefined)),
      };
    }),
  };
});

if (unreplaced.length > 0) {
  console.error(`Upstream code, markup or images as defaults; give ours in seed/widgets/replaced-defaults.ts:\n${unreplaced.join('\n')}`);
  process.exit(1);
}
process.stdout.write(`${JSON.stringify({ source: 'ThingsBoard v3.4.4', bundles }, null, 1)}\n`);
