import { createDefaultAssetProfile } from '../services/asset-profiles.ts';
import { API_USAGE_COUNTERS, API_USAGE_LIMITS, API_USAGE_STATE_KEYS } from '../store/api-usage-states.ts';
import type { Stores } from '../store/stores.ts';
import type { KvValue } from '../telemetry/values.ts';
import type { SeedClock } from './seed-clock.ts';

/**
 * What every tenant gets on creation besides its device profiles: the `default` asset profile and its API usage
 * state, whose latest time series start at zero usage, no limits (0 = unlimited) and every feature ENABLED.
 */
export function seedTenantEntities(stores: Stores, clock: SeedClock, tenantId: string): void {
  const state = stores.apiUsageStates.createForTenant(tenantId, clock.ms());
  const ts = clock.ms();
  const zero: KvValue = { type: 'LONG', value: 0 };
  const enabled: KvValue = { type: 'STRING', value: 'ENABLED' };
  stores.timeseries.save(state.id, [
    ...[...API_USAGE_COUNTERS, ...API_USAGE_LIMITS].map((key) => ({ key, ts, value: zero })),
    ...API_USAGE_STATE_KEYS.map((key) => ({ key, ts, value: enabled })),
  ]);
  createDefaultAssetProfile(stores, tenantId, clock.ms());
}
