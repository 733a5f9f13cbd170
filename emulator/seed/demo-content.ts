import { createChainFromTemplate } from '../services/rule-chains.ts';
import { createDefaultRuleChains } from '../services/tenant-content.ts';
import type { Stores } from '../store/stores.ts';
import { demoDashboards } from './dashboards/demo-dashboards.ts';
import { deviceProfileChainTemplate } from './rule-chain-templates.ts';
import type { SeedClock } from './seed-clock.ts';

/**
 * Rule chains and dashboards of the demo tenant (contract 10.2); the `thermostat` device profile
 * gets the `Thermostat` chain as its default rule chain.
 */
export function seedDemoContent(stores: Stores, clock: SeedClock, tenantId: string): void {
  const ctx = { stores };
  createDefaultRuleChains(ctx, tenantId, clock.ms());
  const thermostat = createChainFromTemplate(ctx, tenantId, 'Thermostat', 'CORE', false, deviceProfileChainTemplate(), clock.ms());
  const profile = stores.deviceProfiles.findByName(tenantId, 'thermostat');
  if (profile) stores.ruleChains.setDeviceProfileDefault(profile.id, thermostat.id);
  for (const dashboard of demoDashboards()) {
    stores.dashboards.save({
      ...clock.id(), tenant_id: tenantId, title: dashboard.title, image: null, ever_assigned: 0, mobile_hide: 0,
      mobile_order: null, configuration: JSON.stringify(dashboard.configuration), external_id: null,
    });
  }
}
