import { gatewaysDashboard } from './gateways.ts';
import { otaDashboard } from './ota-dashboards.ts';
import { ruleEngineStatisticsDashboard } from './rule-engine-statistics.ts';
import { thermostatsDashboard } from './thermostats.ts';

/**
 * The five demo dashboards of a 3.4.4 `--loadDemo` install (contract 10.2), rebuilt with the upstream structure:
 * states, aliases, filters, widgets by system type, layouts and actions (scripts, markup and texts of our own).
 */
export function demoDashboards(): Array<{ title: string; configuration: unknown }> {
  return [
    { title: 'Firmware', configuration: otaDashboard('firmware') },
    { title: 'Gateways', configuration: gatewaysDashboard() },
    { title: 'Rule Engine Statistics', configuration: ruleEngineStatisticsDashboard() },
    { title: 'Software', configuration: otaDashboard('software') },
    { title: 'Thermostats', configuration: thermostatsDashboard() },
  ];
}
