import type { PickerOption, TabView } from './entity-view.ts';

/**
 * A device profile's alarm rules as the alarm rules form edits them: every value as typed (strings, check boxes),
 * read from the stored profile (`draftOf`, here) or from the form's body (`readDraft`, profile-alarms-posted.ts),
 * written back as the platform's `profileData.alarms` (`alarmsOf`, once valid: profile-alarms-saved.ts). Fields are named by their JSON path in the profile; a create rule
 * sits under its severity (`profileData.alarms.0.createRules.MAJOR...`).
 */

export const ALARMS_PATH = 'profileData.alarms';
export const SEVERITIES = ['CRITICAL', 'MAJOR', 'MINOR', 'WARNING', 'INDETERMINATE'] as const;
export const KEY_TYPES = ['ATTRIBUTE', 'TIME_SERIES', 'ENTITY_FIELD', 'CONSTANT'] as const;
export const VALUE_TYPES = ['STRING', 'NUMERIC', 'BOOLEAN', 'DATE_TIME'] as const;
export const OPERATIONS: Record<string, readonly string[]> = {
  STRING: ['EQUAL', 'NOT_EQUAL', 'STARTS_WITH', 'ENDS_WITH', 'CONTAINS', 'NOT_CONTAINS', 'IN', 'NOT_IN'],
  NUMERIC: ['EQUAL', 'NOT_EQUAL', 'GREATER', 'LESS', 'GREATER_OR_EQUAL', 'LESS_OR_EQUAL'],
  BOOLEAN: ['EQUAL', 'NOT_EQUAL'],
  DATE_TIME: ['EQUAL', 'NOT_EQUAL', 'GREATER', 'LESS', 'GREATER_OR_EQUAL', 'LESS_OR_EQUAL'],
};
export const DYNAMIC_SOURCES = ['CURRENT_TENANT', 'CURRENT_CUSTOMER', 'CURRENT_DEVICE'] as const;
export const SPEC_TYPES = ['SIMPLE', 'DURATION', 'REPEATING'] as const;
export const TIME_UNITS = ['SECONDS', 'MINUTES', 'HOURS', 'DAYS'] as const;
export const SCHEDULE_TYPES = ['ANY_TIME', 'SPECIFIC_TIME', 'CUSTOM'] as const;
/** Monday (1) to Sunday (7), as the platform numbers them. */
export const WEEKDAYS = ['1', '2', '3', '4', '5', '6', '7'] as const;

export interface ConditionDraft {
  keyType: string;
  key: string;
  valueType: string;
  operation: string;
  value: string;
  ignoreCase: boolean;
  dynamicSource: string;
  dynamicAttribute: string;
  inherit: boolean;
  /** A complex (AND/OR) predicate the form does not edit: kept as it was, as JSON. */
  complex?: string;
}

export interface DayDraft {
  enabled: boolean;
  startsOn: string;
  endsOn: string;
}

export interface ScheduleDraft {
  type: string;
  timezone: string;
  daysOfWeek: string[];
  startsOn: string;
  endsOn: string;
  /** CUSTOM: one per weekday, Monday first. */
  items: DayDraft[];
}

export interface RuleDraft {
  conditions: ConditionDraft[];
  specType: string;
  unit: string;
  /** DURATION: how long; REPEATING: how many times. */
  specValue: string;
  schedule: ScheduleDraft;
  alarmDetails: string;
  dashboardId: string;
}

export interface CreateRuleDraft extends RuleDraft {
  severity: string;
}

export interface AlarmDraft {
  id: string;
  alarmType: string;
  propagate: boolean;
  /** Comma-separated relation types. */
  propagateRelationTypes: string;
  createRules: CreateRuleDraft[];
  clearRule: RuleDraft | null;
}

export type Members = Record<string, unknown>;
export const members = (v: unknown): Members => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Members) : {});
export const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : '');
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/** `HH:MM` of milliseconds since midnight, and back. */
export function clockOf(ms: unknown): string {
  if (typeof ms !== 'number' || !Number.isFinite(ms)) return '';
  const minutes = Math.floor(ms / 60000) % (24 * 60);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

export function msOf(clock: string): number | null {
  const m = /^(\d{2}):(\d{2})$/.exec(clock);
  if (!m || Number(m[1]) > 23 || Number(m[2]) > 59) return null;
  return (Number(m[1]) * 60 + Number(m[2])) * 60000;
}

export function emptyCondition(): ConditionDraft {
  return { keyType: 'TIME_SERIES', key: '', valueType: 'NUMERIC', operation: 'GREATER', value: '', ignoreCase: false, dynamicSource: '', dynamicAttribute: '', inherit: false };
}

export function emptySchedule(): ScheduleDraft {
  return { type: 'ANY_TIME', timezone: 'UTC', daysOfWeek: [], startsOn: '', endsOn: '', items: WEEKDAYS.map(() => ({ enabled: false, startsOn: '', endsOn: '' })) };
}

export function emptyRule(): RuleDraft {
  return { conditions: [emptyCondition()], specType: 'SIMPLE', unit: 'MINUTES', specValue: '', schedule: emptySchedule(), alarmDetails: '', dashboardId: '' };
}

/** A condition read from a key filter, whether stored (`text` reads values, `flag` booleans) or posted. */
export function conditionFrom(f: Members, text: (v: unknown) => string, flag: (v: unknown) => boolean): ConditionDraft {
  const predicate = members(f.predicate);
  const key = members(f.key);
  const value = members(predicate.value);
  const dynamic = members(value.dynamicValue);
  return {
    keyType: text(key.type),
    key: text(key.key),
    valueType: text(f.valueType),
    operation: text(predicate.operation),
    value: text(value.defaultValue),
    ignoreCase: flag(predicate.ignoreCase),
    dynamicSource: text(dynamic.sourceType),
    dynamicAttribute: text(dynamic.sourceAttribute),
    inherit: flag(dynamic.inherit),
  };
}

function conditionDraft(filter: unknown): ConditionDraft {
  const draft = conditionFrom(members(filter), str, (v) => v === true);
  const predicate = members(members(filter).predicate);
  return predicate.type === 'COMPLEX' ? { ...draft, complex: JSON.stringify(predicate) } : draft;
}

function scheduleDraft(schedule: unknown): ScheduleDraft {
  const s = members(schedule);
  const base = emptySchedule();
  if (s.type !== 'SPECIFIC_TIME' && s.type !== 'CUSTOM') return base;
  const items = list(s.items).map(members);
  return {
    type: s.type,
    timezone: str(s.timezone) || 'UTC',
    daysOfWeek: list(s.daysOfWeek).map(str),
    startsOn: clockOf(s.startsOn),
    endsOn: clockOf(s.endsOn),
    items: WEEKDAYS.map((day) => {
      const item = items.find((i) => str(i.dayOfWeek) === day);
      return item ? { enabled: item.enabled === true, startsOn: clockOf(item.startsOn), endsOn: clockOf(item.endsOn) } : { enabled: false, startsOn: '', endsOn: '' };
    }),
  };
}

function ruleDraft(rule: unknown): RuleDraft {
  const r = members(rule);
  const condition = members(r.condition);
  const spec = members(condition.spec);
  const specPredicate = members(spec.predicate);
  return {
    conditions: list(condition.condition).map(conditionDraft),
    specType: str(spec.type) || 'SIMPLE',
    unit: str(spec.unit) || 'MINUTES',
    specValue: str(specPredicate.defaultValue),
    schedule: scheduleDraft(r.schedule),
    alarmDetails: str(r.alarmDetails),
    dashboardId: str(members(r.dashboardId).id),
  };
}

/** The form's values of stored alarm rules. */
export function draftOf(alarms: unknown): AlarmDraft[] {
  return list(alarms).map((alarm) => {
    const a = members(alarm);
    return {
      id: str(a.id),
      alarmType: str(a.alarmType),
      propagate: a.propagate === true,
      propagateRelationTypes: list(a.propagateRelationTypes).map(str).join(', '),
      createRules: Object.entries(members(a.createRules)).map(([severity, rule]) => ({ severity, ...ruleDraft(rule) })),
      clearRule: a.clearRule ? ruleDraft(a.clearRule) : null,
    };
  });
}

/** The alarm rules page of a device profile (its `alarm-rules` tab): the form, its messages and the choices it offers. */
export interface AlarmRulesView {
  name: string;
  subtitle: string;
  tabs: TabView[];
  /** The form's address: it posts there. */
  action: string;
  draft: AlarmDraft[];
  /** Field path → translated message. */
  errors: Record<string, string>;
  formError?: string;
  dashboards: PickerOption[];
}
