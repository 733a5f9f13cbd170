/**
 * The validators of a device profile's alarm rules (spec §5): a rule is valid only with a non-empty condition list; an
 * alarm only with an id, an alarm type, at least one create rule, every create rule valid, and a valid clear rule if
 * it has one. Answers the message key of the first problem, or null.
 */

const SEVERITIES = ['CRITICAL', 'MAJOR', 'MINOR', 'WARNING', 'INDETERMINATE'];
const SPEC_TYPES = ['SIMPLE', 'DURATION', 'REPEATING'];
const SCHEDULE_TYPES = ['ANY_TIME', 'SPECIFIC_TIME', 'CUSTOM'];

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const isText = (v: unknown) => typeof v === 'string' && v.trim() !== '';

function ruleProblem(rule: unknown): string | null {
  if (!isObject(rule) || !isObject(rule.condition)) return 'device-profile.alarm-rule-condition-required';
  const { condition, spec } = rule.condition as { condition?: unknown; spec?: unknown };
  if (!Array.isArray(condition) || condition.length === 0) return 'device-profile.alarm-rule-condition-required';
  if (spec !== undefined && spec !== null && !(isObject(spec) && SPEC_TYPES.includes(String(spec.type)))) return 'profiles.alarm-condition-type-invalid';
  const schedule = rule.schedule;
  if (schedule !== undefined && schedule !== null && !(isObject(schedule) && SCHEDULE_TYPES.includes(String(schedule.type)))) return 'profiles.alarm-schedule-type-invalid';
  return null;
}

function alarmOf(alarm: unknown): string | null {
  if (!isObject(alarm)) return 'profiles.alarm-invalid';
  if (!isText(alarm.id)) return 'profiles.alarm-id-required';
  if (!isText(alarm.alarmType)) return 'device-profile.alarm-type-required';
  const create = alarm.createRules;
  if (!isObject(create) || Object.keys(create).length === 0) return 'device-profile.create-alarm-rule-required';
  for (const [severity, rule] of Object.entries(create)) {
    if (!SEVERITIES.includes(severity)) return 'profiles.alarm-severity-invalid';
    const problem = ruleProblem(rule);
    if (problem) return problem;
  }
  if (alarm.clearRule !== undefined && alarm.clearRule !== null) return ruleProblem(alarm.clearRule);
  return null;
}

export function alarmProblem(value: unknown): string | null {
  if (!Array.isArray(value)) return 'profiles.alarms-not-list';
  for (const alarm of value) {
    const problem = alarmOf(alarm);
    if (problem) return problem;
  }
  return null;
}
