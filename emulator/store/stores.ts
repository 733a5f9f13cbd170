import type { DatabaseSync } from 'node:sqlite';
import { createAlarmStore } from '../alarms/alarm-store.ts';
import { createAttributeStore } from '../telemetry/attribute-store.ts';
import { createTimeseriesStore } from '../telemetry/timeseries-store.ts';
import { createApiUsageStateStore } from './api-usage-states.ts';
import { createAssetProfileStore } from './asset-profiles.ts';
import { createAssetStore } from './assets.ts';
import { createAuditLogStore } from './audit-logs.ts';
import { createDashboardStore } from './dashboards.ts';
import { createOtaPackageStore } from './ota-packages.ts';
import { createQueueStore } from './queues.ts';
import { createRuleChainStore } from './rule-chains.ts';
import { createWidgetStore } from './widgets.ts';
import { createCustomerStore } from './customers.ts';
import { createDeviceCredentialsStore } from './device-credentials.ts';
import { createDeviceProfileStore } from './device-profiles.ts';
import { createDeviceStore } from './devices.ts';
import { createEdgeStore } from './edges.ts';
import { createEdgeEventStore } from './edge-events.ts';
import { createEntityViewStore } from './entity-views.ts';
import { createOutboxStore } from './outbox.ts';
import { createRelationStore } from './relations.ts';
import { createSettingsStore } from './settings.ts';
import { createTenantProfileStore } from './tenant-profiles.ts';
import { createTenantStore } from './tenants.ts';
import { createTwoFaAccountStore } from './two-fa-accounts.ts';
import { createUserStore } from './users.ts';

export function createStores(db: DatabaseSync) {
  return {
    attributes: createAttributeStore(db),
    timeseries: createTimeseriesStore(db),
    alarms: createAlarmStore(db),
    settings: createSettingsStore(db),
    tenantProfiles: createTenantProfileStore(db),
    tenants: createTenantStore(db),
    customers: createCustomerStore(db),
    users: createUserStore(db),
    deviceProfiles: createDeviceProfileStore(db),
    devices: createDeviceStore(db),
    deviceCredentials: createDeviceCredentialsStore(db),
    auditLogs: createAuditLogStore(db),
    dashboards: createDashboardStore(db),
    ruleChains: createRuleChainStore(db),
    widgets: createWidgetStore(db),
    otaPackages: createOtaPackageStore(db),
    queues: createQueueStore(db),
    assetProfiles: createAssetProfileStore(db),
    assets: createAssetStore(db),
    entityViews: createEntityViewStore(db),
    edges: createEdgeStore(db),
    edgeEvents: createEdgeEventStore(db),
    relations: createRelationStore(db),
    apiUsageStates: createApiUsageStateStore(db),
    outbox: createOutboxStore(db),
    twoFaAccounts: createTwoFaAccountStore(db),
  };
}

export type Stores = ReturnType<typeof createStores>;
