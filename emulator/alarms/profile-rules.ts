import type { EmulatorContext } from '../context.ts';
import { isObject, readJson } from '../lib/json.ts';
import type { KvValue } from '../telemetry/values.ts';
import { valueText } from '../telemetry/values.ts';
import { clearAlarm, raiseAlarm } from './alarm-service.ts';
import { createRuleProgress, resetRules, ruleFires } from './condition-specs.ts';
import type { RuleProgressMap } from './condition-specs.ts';
import type { AlarmRow } from './alarm-store.ts';
import { SEVERITIES } from './alarm-store.ts';
import { matches } from './predicates.ts';
import type { DynamicResolver } from './predicates.ts';

type Ctx = Pick<EmulatorContext, 'stores' | 'bus'>;

const SCOPE_OF_KEY_TYPE: Record<string, string> = {
  CLIENT_ATTRIBUTE: 'CLIENT_SCOPE', SHARED_ATTRIBUTE: 'SHARED_SCOPE', SERVER_ATTRIBUTE: 'SERVER_SCOPE',
};

export interface RuleDevice {
  id: string;
  tenant_id: string;
  customer_id: string;
  name: string;
  type: string;
  device_profile_id: string;
}

/** What an alarm rule evaluation did, for callers that audit or count. */
export interface RuleOutcome {
  raised: AlarmRow[];
  cleared: AlarmRow[];
}

/** Reads a device's current data the way the profile rules see it: latest time series and attributes. */
function deviceState(ctx: Ctx, device: RuleDevice) {
  const attribute = (scope: string | null, key: string): KvValue | undefined => {
    const found = ctx.stores.attributes.find(device.id, scope, [key]);
    // Any-scope lookups prefer server, then shared, then client values.
    return (found.find((a) => a.scope === 'SERVER_SCOPE') ?? found.find((a) => a.scope === 'SHARED_SCOPE') ?? found[0])?.value;
  };
  const value = (key: unknown): KvValue | undefined => {
    if (!isObject(key) || typeof key.key !== 'string') return undefined;
    if (key.type === 'TIME_SERIES') return ctx.stores.timeseries.latest(device.id, [key.key]).get(key.key)?.value;
    if (key.type === 'ATTRIBUTE') return attribute(null, key.key);
    if (typeof key.type === 'string' && key.type in SCOPE_OF_KEY_TYPE) return attribute(SCOPE_OF_KEY_TYPE[key.type], key.key);
    if (key.type === 'ENTITY_FIELD') {
      const fields: Record<string, string> = { name: device.name, type: device.type };
      return key.key in fields ? { type: 'STRING', value: fields[key.key] } : undefined;
    }
    return undefined;
  };
  const resolve: DynamicResolver = (sourceType, name, inherit) => {
    const server = (entityId: string) => ctx.stores.attributes.get(entityId, 'SERVER_SCOPE', name)?.value;
    const customerValue = () => (device.customer_id ? server(device.customer_id) : undefined);
    switch (sourceType) {
      case 'CURRENT_DEVICE': return attribute('SERVER_SCOPE', name) ?? attribute(null, name) ??
        (inherit ? customerValue() ?? server(device.tenant_id) : undefined);
      case 'CURRENT_CUSTOMER': return customerValue() ?? (inherit ? server(device.tenant_id) : undefined);
      case 'CURRENT_TENANT': return server(device.tenant_id);
      default: return undefined;
    }
  };
  return { value, resolve };
}

const specOf = (rule: unknown) => (isObject(rule) && isObject(rule.condition) ? rule.condition.spec : undefined);

function conditionHolds(rule: unknown, state: ReturnType<typeof deviceState>): boolean {
  if (!isObject(rule) || !isObject(rule.condition)) return false;
  const filters = rule.condition.condition;
  if (!Array.isArray(filters) || filters.length === 0) return false;
  return filters.every((filter) => isObject(filter) && matches(filter.predicate, state.value(filter.key), state.resolve));
}

/** `${key}` placeholders in alarm details are replaced by the key's current value. */
function details(rule: unknown, state: ReturnType<typeof deviceState>): string | null {
  const template = isObject(rule) && typeof rule.alarmDetails === 'string' ? rule.alarmDetails : '';
  if (template === '') return null;
  const text = template.replace(/\$\{([^}]+)\}/g, (_match, key: string) => {
    const value = state.value({ type: 'TIME_SERIES', key }) ?? state.value({ type: 'ATTRIBUTE', key });
    return value === undefined ? '' : valueText(value);
  });
  return JSON.stringify({ data: text });
}

/** Rule progress lives as long as the running emulator (the platform keeps it in the rule node's memory too). */
const progressByEmulator = new WeakMap<object, RuleProgressMap>();

function progressOf(ctx: Ctx): RuleProgressMap {
  let progress = progressByEmulator.get(ctx.stores);
  if (!progress) progressByEmulator.set(ctx.stores, (progress = createRuleProgress()));
  return progress;
}

/**
 * Evaluates the device profile's alarm rules against the device's current data (contract 10.2): the
 * highest create rule that fires (its condition and its SIMPLE / DURATION / REPEATING spec) raises or
 * updates the alarm, otherwise a firing clear rule clears it. Alarms carry the rule's propagation settings.
 */
export function evaluateProfileAlarms(ctx: Ctx, device: RuleDevice, ts: number, now = Date.now()): RuleOutcome {
  const outcome: RuleOutcome = { raised: [], cleared: [] };
  const profile = ctx.stores.deviceProfiles.findById(device.device_profile_id);
  const profileData = profile ? readJson(profile.profile_data) : null;
  const alarms = isObject(profileData) && Array.isArray(profileData.alarms) ? profileData.alarms : [];
  if (alarms.length === 0) return outcome;
  const state = deviceState(ctx, device);
  const progress = progressOf(ctx);
  for (const spec of alarms) {
    if (!isObject(spec) || typeof spec.alarmType !== 'string' || !isObject(spec.createRules)) continue;
    const createRules = spec.createRules;
    const ruleKey = (severity: string) => `${device.id}|${spec.alarmType}|${severity}`;
    const fires = (rule: unknown, severity: string) =>
      ruleFires(progress, ruleKey(severity), specOf(rule), conditionHolds(rule, state), ts, state.resolve);
    const severities = SEVERITIES.filter((s) => Object.hasOwn(createRules, s));
    const severity = severities.find((s) => fires(createRules[s], s));
    if (severity !== undefined) {
      resetRules(progress, [ruleKey('CLEAR')]);
      const { alarm } = raiseAlarm(ctx, {
        tenantId: device.tenant_id, customerId: device.customer_id, type: spec.alarmType,
        originatorType: 'DEVICE', originatorId: device.id, severity, status: 'ACTIVE_UNACK', startTs: ts, endTs: ts,
        details: details(createRules[severity], state), propagate: spec.propagate === true,
        propagateToOwner: spec.propagateToOwner === true, propagateToTenant: spec.propagateToTenant === true,
        propagateRelationTypes: Array.isArray(spec.propagateRelationTypes) ? JSON.stringify(spec.propagateRelationTypes) : null,
      }, now);
      outcome.raised.push(alarm);
      continue;
    }
    const active = ctx.stores.alarms.findActive(device.id, spec.alarmType);
    if (active && spec.clearRule && fires(spec.clearRule, 'CLEAR')) {
      resetRules(progress, [ruleKey('CLEAR'), ...severities.map(ruleKey)]);
      outcome.cleared.push(clearAlarm(ctx, active, now, details(spec.clearRule, state) ?? active.details).alarm);
    }
  }
  return outcome;
}
