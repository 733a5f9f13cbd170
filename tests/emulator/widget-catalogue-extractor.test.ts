import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import t from 'tap';

const run = promisify(execFile);
const TOOL = join(import.meta.dirname, '../../emulator/tools/extract-widget-catalogue.ts');

/** A miniature ThingsBoard source tree: one bundle, settings forms with shared defaults, a subclass and an enum. */
function sourceTree(t: { teardown(fn: () => unknown): void }, cardSettings: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'floorboard-extract-'));
  t.teardown(() => rmSync(root, { recursive: true, force: true }));
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  const settings = 'ui-ngx/src/app/modules/home/components/widget/lib/settings';
  write(`${settings}/common.ts`, [
    'export enum Position { top = \'top\', left = \'left\' }',
    'export const sharedDefaults = { showLabel: true, labelPosition: Position.left };',
    'export function gaugeDefaults(max: number): { [key: string]: any } {',
    '  return { ...sharedDefaults, minValue: 0, maxValue: max };',
    '}',
  ].join('\n'));
  write(`${settings}/gauge.component.ts`, [
    '@Component({', "  selector: 'tb-gauge-settings',", '})',
    'export class GaugeSettingsComponent extends WidgetSettingsComponent {',
    '  protected defaultSettings(): WidgetSettings {', '    return { ...gaugeDefaults(100), units: \'\' };', '  }', '}',
  ].join('\n'));
  write(`${settings}/radial.component.ts`, [
    '@Component({', "  selector: 'tb-radial-settings',", '})',
    'export class RadialSettingsComponent extends GaugeSettingsComponent {',
    '  protected defaultSettings(): WidgetSettings {',
    '    const settings = super.defaultSettings();', '    settings.startAngle = 45;', '    return settings;', '  }', '}',
  ].join('\n'));
  write(`${settings}/card.component.ts`, [
    '@Component({', "  selector: 'tb-card-settings',", '})',
    'export class CardSettingsComponent extends WidgetSettingsComponent {',
    '  protected defaultSettings(): WidgetSettings {', `    return ${JSON.stringify(cardSettings)};`, '  }', '}',
  ].join('\n'));
  const type = (alias: string, name: string, type: string, directive: string, settings: object) => ({
    alias, name, descriptor: { type, sizeX: 6, sizeY: 5, settingsDirective: directive, defaultConfig: JSON.stringify({ settings }) },
  });
  write('application/src/main/data/json/system/widget_bundles/gauges.json', JSON.stringify({
    widgetsBundle: { alias: 'gauges', title: 'Gauges' },
    widgetTypes: [
      type('radial', 'Radial', 'latest', 'tb-radial-settings', { maxValue: 180 }),
      type('card', 'Card', 'static', 'tb-card-settings', {}),
    ],
  }));
  return root;
}

t.test('the widget catalogue extractor reads settings defaults from the upstream sources', async (t) => {
  const root = sourceTree(t, { cardHtml: '<div>theirs</div>', caption: 'all text' });
  const { stdout } = await run(process.execPath, [TOOL, root]);
  const [bundle] = JSON.parse(stdout).bundles;
  t.same([bundle.alias, bundle.title], ['gauges', 'Gauges']);
  const [radial, card] = bundle.types;
  t.same(radial.settings, { showLabel: true, labelPosition: 'left', minValue: 0, maxValue: 180, units: '', startAngle: 45 },
    'form defaults through helpers, enums and super, overridden by the default configuration');
  t.same([radial.type, radial.sizeX, radial.settingsDirective, radial.dataKeySettings], ['latest', 6, 'tb-radial-settings', null]);
  t.same(card.settings, { cardHtml: '<div class="card">Your HTML</div>', caption: 'all text' }, 'markup replaced by ours');
});

t.test('upstream markup as a default needs one of ours', async (t) => {
  const root = sourceTree(t, { footer: '<table>their markup</table>' });
  const failure = await run(process.execPath, [TOOL, root]).then(() => null, (error) => error);
  t.ok(failure, 'the extractor fails');
  t.match(failure.stderr, /gauges\.card\.footer/);
});
