import type { FieldDef, FormDef } from '../../domain/entity-form.ts';
import { QUEUE_DEFAULTS, QUEUE_FORM } from '../queues/queue-form.ts';

/** A rate limit: `<capacity>:<seconds>` pairs, comma-separated (`100:1,2000:60`). */
export const RATE_LIMIT = /^\d+:\d+(,\d+:\d+)*$/;

const CONFIGURATION = 'profileData.configuration';

/** A limit the map requires (0: unlimited). */
const required = (member: string, label: string): FieldDef => ({
  path: `${CONFIGURATION}.${member}`,
  label,
  control: { kind: 'number' },
  validators: [
    { rule: 'required', message: 'tenant-profile.limit-required' },
    { rule: 'number', integer: true, min: 0, message: 'tenant-profile.limit-min-0' },
  ],
});

/** A limit the form may leave empty. */
const optional = (member: string, label: string): FieldDef => ({
  path: `${CONFIGURATION}.${member}`,
  label,
  control: { kind: 'number' },
  validators: [{ rule: 'number', integer: true, min: 0, message: 'tenant-profile.limit-min-0' }],
});

/** A rate limit (empty: none). */
const rate = (member: string, label: string): FieldDef => ({
  path: `${CONFIGURATION}.${member}`,
  label,
  control: { kind: 'text' },
  hint: 'tenant-profile.rate-limit-hint',
  validators: [{ rule: 'pattern', pattern: RATE_LIMIT, message: 'tenant-profile.rate-limit-pattern' }],
});

/** Every limit of console-map §3.6, in upstream's order, each named by its path in `profileData.configuration`. */
export const LIMIT_FIELDS: readonly FieldDef[] = [
  required('maxDevices', 'tenant-profile.limit.maxDevices'),
  required('maxAssets', 'tenant-profile.limit.maxAssets'),
  required('maxCustomers', 'tenant-profile.limit.maxCustomers'),
  required('maxUsers', 'tenant-profile.limit.maxUsers'),
  required('maxDashboards', 'tenant-profile.limit.maxDashboards'),
  required('maxRuleChains', 'tenant-profile.limit.maxRuleChains'),
  required('maxResourcesInBytes', 'tenant-profile.limit.maxResourcesInBytes'),
  required('maxOtaPackagesInBytes', 'tenant-profile.limit.maxOtaPackagesInBytes'),
  rate('transportTenantMsgRateLimit', 'tenant-profile.limit.transportTenantMsgRateLimit'),
  rate('transportTenantTelemetryMsgRateLimit', 'tenant-profile.limit.transportTenantTelemetryMsgRateLimit'),
  rate('transportTenantTelemetryDataPointsRateLimit', 'tenant-profile.limit.transportTenantTelemetryDataPointsRateLimit'),
  rate('transportDeviceMsgRateLimit', 'tenant-profile.limit.transportDeviceMsgRateLimit'),
  rate('transportDeviceTelemetryMsgRateLimit', 'tenant-profile.limit.transportDeviceTelemetryMsgRateLimit'),
  rate('transportDeviceTelemetryDataPointsRateLimit', 'tenant-profile.limit.transportDeviceTelemetryDataPointsRateLimit'),
  rate('tenantEntityExportRateLimit', 'tenant-profile.limit.tenantEntityExportRateLimit'),
  rate('tenantEntityImportRateLimit', 'tenant-profile.limit.tenantEntityImportRateLimit'),
  required('maxTransportMessages', 'tenant-profile.limit.maxTransportMessages'),
  required('maxTransportDataPoints', 'tenant-profile.limit.maxTransportDataPoints'),
  required('maxREExecutions', 'tenant-profile.limit.maxREExecutions'),
  required('maxJSExecutions', 'tenant-profile.limit.maxJSExecutions'),
  required('maxDPStorageDays', 'tenant-profile.limit.maxDPStorageDays'),
  required('maxRuleNodeExecutionsPerMessage', 'tenant-profile.limit.maxRuleNodeExecutionsPerMessage'),
  required('maxEmails', 'tenant-profile.limit.maxEmails'),
  required('maxSms', 'tenant-profile.limit.maxSms'),
  required('maxCreatedAlarms', 'tenant-profile.limit.maxCreatedAlarms'),
  rate('tenantServerRestLimitsConfiguration', 'tenant-profile.limit.tenantServerRestLimitsConfiguration'),
  rate('customerServerRestLimitsConfiguration', 'tenant-profile.limit.customerServerRestLimitsConfiguration'),
  optional('maxWsSessionsPerTenant', 'tenant-profile.limit.maxWsSessionsPerTenant'),
  optional('maxWsSessionsPerCustomer', 'tenant-profile.limit.maxWsSessionsPerCustomer'),
  optional('maxWsSessionsPerRegularUser', 'tenant-profile.limit.maxWsSessionsPerRegularUser'),
  optional('maxWsSessionsPerPublicUser', 'tenant-profile.limit.maxWsSessionsPerPublicUser'),
  optional('wsMsgQueueLimitPerSession', 'tenant-profile.limit.wsMsgQueueLimitPerSession'),
  optional('maxWsSubscriptionsPerTenant', 'tenant-profile.limit.maxWsSubscriptionsPerTenant'),
  optional('maxWsSubscriptionsPerCustomer', 'tenant-profile.limit.maxWsSubscriptionsPerCustomer'),
  optional('maxWsSubscriptionsPerRegularUser', 'tenant-profile.limit.maxWsSubscriptionsPerRegularUser'),
  optional('maxWsSubscriptionsPerPublicUser', 'tenant-profile.limit.maxWsSubscriptionsPerPublicUser'),
  rate('wsUpdatesPerSessionRateLimit', 'tenant-profile.limit.wsUpdatesPerSessionRateLimit'),
  rate('cassandraQueryTenantRateLimitsConfiguration', 'tenant-profile.limit.cassandraQueryTenantRateLimitsConfiguration'),
  required('defaultStorageTtlDays', 'tenant-profile.limit.defaultStorageTtlDays'),
  required('alarmsTtlDays', 'tenant-profile.limit.alarmsTtlDays'),
  required('rpcTtlDays', 'tenant-profile.limit.rpcTtlDays'),
];

/** The tenant profile form (console-map §3.6). */
export const TENANT_PROFILE_FORM: FormDef = {
  fields: [
    {
      path: 'name',
      label: 'tenant-profile.name',
      control: { kind: 'text' },
      validators: [
        { rule: 'required', message: 'tenant-profile.name-required' },
        { rule: 'maxLength', max: 255, message: 'tenant-profile.name-max-length' },
      ],
    },
    { path: 'isolatedTbRuleEngine', label: 'tenant-profile.isolated-tb-rule-engine', control: { kind: 'checkbox' } },
    ...LIMIT_FIELDS,
    // An isolated rule engine's queues, each with the queues table's form (shown once the profile has them).
    {
      path: 'profileData.queueConfiguration',
      label: 'tenant-profile.queues',
      control: {
        kind: 'list',
        form: QUEUE_FORM,
        itemLabel: 'tenant-profile.queue-number',
        newEntry: { ...QUEUE_DEFAULTS, name: '', topic: '' },
        addLabel: 'tenant-profile.add-queue',
        removeLabel: 'tenant-profile.remove-queue',
        shownWhen: 'isolatedTbRuleEngine',
      },
    },
    { path: 'description', label: 'tenant-profile.description', control: { kind: 'textarea' } },
  ],
};

/** A new profile's limits: every number 0 (unlimited), every rate limit none. */
export function unlimited(): Record<string, unknown> {
  const configuration: Record<string, unknown> = { type: 'DEFAULT' };
  for (const field of LIMIT_FIELDS) configuration[field.path.slice(CONFIGURATION.length + 1)] = field.control.kind === 'number' ? 0 : null;
  return configuration;
}
