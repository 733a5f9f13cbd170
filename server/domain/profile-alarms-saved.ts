import { msOf, type AlarmDraft, type ConditionDraft, type Members, type RuleDraft, type ScheduleDraft } from './profile-alarms.ts';

/** A valid alarm rules draft as the platform stores it (`profileData.alarms`: key filters, specs, schedules). */

function predicateOf(c: ConditionDraft): Members {
  if (c.complex) return JSON.parse(c.complex) as Members;
  const raw = c.value.trim();
  const defaultValue = c.valueType === 'NUMERIC' || c.valueType === 'DATE_TIME' ? (raw === '' ? null : Number(raw)) : c.valueType === 'BOOLEAN' ? raw === 'true' : raw;
  const dynamicValue = c.dynamicSource ? { sourceType: c.dynamicSource, sourceAttribute: c.dynamicAttribute.trim(), inherit: c.inherit } : null;
  return {
    type: c.valueType,
    operation: c.operation,
    ...(c.valueType === 'STRING' ? { ignoreCase: c.ignoreCase } : {}),
    value: { defaultValue, userValue: null, dynamicValue },
  };
}

function specOf(rule: RuleDraft): Members {
  if (rule.specType === 'DURATION') return { type: 'DURATION', unit: rule.unit, predicate: { defaultValue: Number(rule.specValue), userValue: null, dynamicValue: null } };
  if (rule.specType === 'REPEATING') return { type: 'REPEATING', predicate: { defaultValue: Number(rule.specValue), userValue: null, dynamicValue: null } };
  return { type: 'SIMPLE' };
}

function scheduleOf(s: ScheduleDraft): Members | null {
  if (s.type === 'SPECIFIC_TIME') {
    return { type: 'SPECIFIC_TIME', timezone: s.timezone, daysOfWeek: s.daysOfWeek.map(Number).sort(), startsOn: msOf(s.startsOn), endsOn: msOf(s.endsOn) };
  }
  if (s.type === 'CUSTOM') {
    return {
      type: 'CUSTOM',
      timezone: s.timezone,
      items: s.items.map((item, d) => ({ enabled: item.enabled, dayOfWeek: d + 1, startsOn: item.enabled ? msOf(item.startsOn) : 0, endsOn: item.enabled ? msOf(item.endsOn) : 0 })),
    };
  }
  return null;
}

function ruleOf(rule: RuleDraft): Members {
  return {
    condition: {
      condition: rule.conditions.map((c) => ({ key: { type: c.keyType, key: c.key.trim() }, valueType: c.valueType, value: null, predicate: predicateOf(c) })),
      spec: specOf(rule),
    },
    schedule: scheduleOf(rule.schedule),
    alarmDetails: rule.alarmDetails.trim() || null,
    dashboardId: rule.dashboardId ? { entityType: 'DASHBOARD', id: rule.dashboardId } : null,
  };
}

/** The platform's `profileData.alarms` of a valid draft (null when there are none). */
export function alarmsOf(draft: AlarmDraft[]): unknown[] | null {
  if (draft.length === 0) return null;
  return draft.map((a) => ({
    id: a.id,
    alarmType: a.alarmType.trim(),
    createRules: Object.fromEntries(a.createRules.map((r) => [r.severity, ruleOf(r)])),
    clearRule: a.clearRule ? ruleOf(a.clearRule) : null,
    propagate: a.propagate,
    propagateRelationTypes: a.propagate ? a.propagateRelationTypes.split(',').map((s) => s.trim()).filter(Boolean) : null,
  }));
}
