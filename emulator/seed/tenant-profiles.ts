/** profileData.configuration of a tenant profile with every limit off (0 / null = unlimited). */
export function unlimitedConfiguration() {
  return {
    type: 'DEFAULT',
    maxDevices: 0, maxAssets: 0, maxCustomers: 0, maxUsers: 0, maxDashboards: 0, maxRuleChains: 0,
    maxResourcesInBytes: 0, maxOtaPackagesInBytes: 0,
    transportTenantMsgRateLimit: null, transportTenantTelemetryMsgRateLimit: null,
    transportTenantTelemetryDataPointsRateLimit: null, transportDeviceMsgRateLimit: null,
    transportDeviceTelemetryMsgRateLimit: null, transportDeviceTelemetryDataPointsRateLimit: null,
    tenantEntityExportRateLimit: null, tenantEntityImportRateLimit: null,
    maxTransportMessages: 0, maxTransportDataPoints: 0, maxREExecutions: 0, maxJSExecutions: 0,
    maxDPStorageDays: 0, maxRuleNodeExecutionsPerMessage: 0, maxEmails: 0, maxSms: 0, maxCreatedAlarms: 0,
    tenantServerRestLimitsConfiguration: null, customerServerRestLimitsConfiguration: null,
    maxWsSessionsPerTenant: 0, maxWsSessionsPerCustomer: 0, maxWsSessionsPerRegularUser: 0,
    maxWsSessionsPerPublicUser: 0, wsMsgQueueLimitPerSession: 0,
    maxWsSubscriptionsPerTenant: 0, maxWsSubscriptionsPerCustomer: 0,
    maxWsSubscriptionsPerRegularUser: 0, maxWsSubscriptionsPerPublicUser: 0,
    wsUpdatesPerSessionRateLimit: null,
    cassandraQueryTenantRateLimitsConfiguration: null,
    defaultStorageTtlDays: 0, alarmsTtlDays: 0, rpcTtlDays: 0,
    warnThreshold: 0.0,
  };
}

/** The single `Main` queue of the `Isolated TB Rule Engine` profile. */
export const ISOLATED_QUEUES = [
  {
    name: 'Main',
    topic: 'tb_rule_engine.main',
    pollInterval: 25,
    partitions: 10,
    consumerPerPartition: true,
    packProcessingTimeout: 2000,
    submitStrategy: { type: 'BURST', batchSize: 1000 },
    processingStrategy: {
      type: 'SKIP_ALL_FAILURES', retries: 3, failurePercentage: 0, pauseBetweenRetries: 3, maxPauseBetweenRetries: 3,
    },
    additionalInfo: null,
  },
];
