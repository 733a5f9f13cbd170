import type { FastifyRequest } from 'fastify';
import { entityQueryApi } from '../platform/api/entity-query.ts';
import type { EntityKey, TsValue } from '../platform/types/entity-query.ts';

/** One API feature of the tenant's usage (contract 4.19): its counter, its limit and the state of its API. */
export interface UsageFeature {
  /** Translation key of its title. */
  title: string;
  counter: string;
  limit: string;
  state: string;
}

/** The features of upstream's API usage dashboard, in its order. */
export const USAGE_FEATURES: readonly UsageFeature[] = [
  { title: 'api-usage.transport-messages', counter: 'transportMsgCount', limit: 'transportMsgLimit', state: 'transportApiState' },
  { title: 'api-usage.transport-data-points', counter: 'transportDataPointsCount', limit: 'transportDataPointsLimit', state: 'transportApiState' },
  { title: 'api-usage.rule-engine-executions', counter: 'ruleEngineExecutionCount', limit: 'ruleEngineExecutionLimit', state: 'ruleEngineApiState' },
  { title: 'api-usage.javascript-executions', counter: 'jsExecutionCount', limit: 'jsExecutionLimit', state: 'jsExecutionApiState' },
  { title: 'api-usage.data-points-storage', counter: 'storageDataPointsCount', limit: 'storageDataPointsLimit', state: 'dbApiState' },
  { title: 'api-usage.emails', counter: 'emailCount', limit: 'emailLimit', state: 'emailApiState' },
  { title: 'api-usage.sms', counter: 'smsCount', limit: 'smsLimit', state: 'smsApiState' },
  { title: 'api-usage.alarms-created', counter: 'createdAlarmsCount', limit: 'createdAlarmsLimit', state: 'alarmApiState' },
];

export type ApiState = 'ENABLED' | 'WARNING' | 'DISABLED';

/** A feature as the page draws it: the count this cycle, the limit (0: none), the API's state. */
export interface UsageValue extends UsageFeature {
  count: number;
  max: number;
  apiState: ApiState;
}

const number = (v: TsValue | undefined) => {
  const n = Number(v?.value);
  return Number.isFinite(n) && n > 0 ? n : 0;
};
const stateOf = (v: TsValue | undefined): ApiState => (v?.value === 'WARNING' || v?.value === 'DISABLED' ? v.value : 'ENABLED');

/**
 * The tenant's usage as upstream reads it: the API usage state entity through the entity query, with the counters,
 * limits and states as latest time series. Null when the platform has no usage state for the tenant.
 */
export async function loadUsage(request: FastifyRequest): Promise<UsageValue[] | null> {
  const keys = [...new Set(USAGE_FEATURES.flatMap((f) => [f.counter, f.limit, f.state]))];
  const latestValues: EntityKey[] = keys.map((key) => ({ type: 'TIME_SERIES', key }));
  const page = await entityQueryApi.findEntityData(request.platform, {
    entityFilter: { type: 'apiUsageState', customerId: null },
    pageLink: { page: 0, pageSize: 1 },
    latestValues,
  });
  const latest = page.data[0]?.latest.TIME_SERIES;
  if (!latest) return null;
  return USAGE_FEATURES.map((f) => ({ ...f, count: number(latest[f.counter]), max: number(latest[f.limit]), apiState: stateOf(latest[f.state]) }));
}
