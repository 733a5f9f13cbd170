import { ALARMS_PATH, conditionFrom, members, SEVERITIES, str, WEEKDAYS, type AlarmDraft, type ConditionDraft, type Members, type RuleDraft } from './profile-alarms.ts';

/** The alarm rules form's body read back into a draft: values as typed, fields named by their JSON path in the profile. */

/** The body's values under `prefix.` as a tree (`a.0.b` → `{a: {0: {b}}}`); repeated fields stay lists. */
function tree(body: Record<string, unknown>, prefix: string): Members {
  const root: Members = {};
  for (const [name, value] of Object.entries(body)) {
    if (!name.startsWith(`${prefix}.`)) continue;
    const parts = name.slice(prefix.length + 1).split('.');
    if (parts.some((part) => !/^[A-Za-z0-9_]{1,64}$/.test(part) || part === '__proto__')) continue;
    let at = root;
    for (const part of parts.slice(0, -1)) {
      const next = at[part];
      if (next === null || typeof next !== 'object' || Array.isArray(next)) at[part] = {};
      at = at[part] as Members;
    }
    at[parts.at(-1)!] = value;
  }
  return root;
}

/** The members of a tree node keyed 0, 1, 2 ... in order. */
const indexed = (node: unknown): Members[] =>
  Object.entries(members(node))
    .filter(([k]) => /^\d{1,3}$/.test(k))
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([, v]) => members(v));

const one = (v: unknown): string => (Array.isArray(v) ? str(v[0]) : str(v));
const checked = (v: unknown) => one(v) !== '';

function readCondition(c: Members): ConditionDraft {
  const draft = conditionFrom(c, one, checked);
  const complex = one(members(c.predicate).complex);
  return complex ? { ...draft, complex } : draft;
}

function readRule(r: Members): RuleDraft {
  const condition = members(r.condition);
  const spec = members(condition.spec);
  const schedule = members(r.schedule);
  const items = members(schedule.items);
  const days = schedule.daysOfWeek;
  return {
    conditions: indexed(condition.condition).map(readCondition),
    specType: one(spec.type) || 'SIMPLE',
    unit: one(spec.unit) || 'MINUTES',
    specValue: one(members(spec.predicate).defaultValue),
    schedule: {
      type: one(schedule.type) || 'ANY_TIME',
      timezone: one(schedule.timezone),
      daysOfWeek: (Array.isArray(days) ? days : days === undefined ? [] : [days]).map(str),
      startsOn: one(schedule.startsOn),
      endsOn: one(schedule.endsOn),
      items: WEEKDAYS.map((_, d) => {
        const item = members(items[String(d)]);
        return { enabled: checked(item.enabled), startsOn: one(item.startsOn), endsOn: one(item.endsOn) };
      }),
    },
    alarmDetails: one(r.alarmDetails),
    dashboardId: one(r.dashboardId),
  };
}

/** The alarm rules as the form's body holds them (named by JSON path). */
export function readDraft(body: Record<string, unknown>): AlarmDraft[] {
  return indexed(tree(body, ALARMS_PATH)).map((a) => ({
    id: one(a.id),
    alarmType: one(a.alarmType),
    propagate: checked(a.propagate),
    propagateRelationTypes: one(a.propagateRelationTypes),
    createRules: Object.entries(members(a.createRules))
      .filter(([severity]) => (SEVERITIES as readonly string[]).includes(severity))
      .map(([severity, rule]) => ({ ...readRule(members(rule)), severity: one(members(rule).severity) || severity })),
    clearRule: a.clearRule === undefined ? null : readRule(members(a.clearRule)),
  }));
}
