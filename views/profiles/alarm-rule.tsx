import { useView } from '../view-context.tsx';
import { OPERATIONS, WEEKDAYS, type ConditionDraft, type RuleDraft, type ScheduleDraft } from '../../server/domain/profile-alarms.ts';
import type { PickerOption } from '../../server/domain/entity-view.ts';
import { FieldError } from '../form-parts.tsx';
import { CheckField, EditButton, idOf, SelectField, TextField } from './alarm-fields.tsx';
import { OPERATION_LABELS } from '../parts/filter-operations.ts';

const KEY_TYPES = { ATTRIBUTE: 'profiles.filter.key-type.attribute', TIME_SERIES: 'profiles.filter.key-type.timeseries', ENTITY_FIELD: 'profiles.filter.key-type.entity-field', CONSTANT: 'profiles.filter.key-type.constant' };
const VALUE_TYPES = { STRING: 'profiles.filter.value-type.string', NUMERIC: 'profiles.filter.value-type.numeric', BOOLEAN: 'profiles.filter.value-type.boolean', DATE_TIME: 'profiles.filter.value-type.date-time' };
const SOURCES = { CURRENT_TENANT: 'profiles.filter.current-tenant', CURRENT_CUSTOMER: 'profiles.filter.current-customer', CURRENT_DEVICE: 'profiles.filter.current-device' };
const SPEC_TYPES = { SIMPLE: 'device-profile.condition-type-simple', DURATION: 'device-profile.condition-type-duration', REPEATING: 'device-profile.condition-type-repeating' };
const UNITS = { SECONDS: 'profiles.timeunit.seconds', MINUTES: 'profiles.timeunit.minutes', HOURS: 'profiles.timeunit.hours', DAYS: 'profiles.timeunit.days' };
const SCHEDULES = { ANY_TIME: 'device-profile.schedule-any-time', SPECIFIC_TIME: 'device-profile.schedule-specific-time', CUSTOM: 'device-profile.schedule-custom' };
const DAYS = ['device-profile.schedule-day.monday', 'device-profile.schedule-day.tuesday', 'device-profile.schedule-day.wednesday', 'device-profile.schedule-day.thursday', 'device-profile.schedule-day.friday', 'device-profile.schedule-day.saturday', 'device-profile.schedule-day.sunday'];

/** The operations of a value type, for its select (the numeric ones until a type is chosen). */
function operationsOf(valueType: string): Record<string, string> {
  return Object.fromEntries((OPERATIONS[valueType] ?? OPERATIONS.NUMERIC).map((op) => [op, OPERATION_LABELS[op]]));
}

function Condition({ condition, path, group, action, errors }: { condition: ConditionDraft; path: string; group: string; action: string; errors: Record<string, string> }) {
  const { t } = useView();
  const value = `${path}.predicate.value`;
  return (
    <fieldset className="form-section condition" id={idOf(path)}>
      <legend>{t('device-profile.condition')}</legend>
      <SelectField name={`${path}.key.type`} label="profiles.filter.key-type.key-type" value={condition.keyType} options={KEY_TYPES} errors={errors} />
      <TextField name={`${path}.key.key`} label="profiles.filter.key-name" value={condition.key} errors={errors} />
      <SelectField name={`${path}.valueType`} label="profiles.filter.value-type.value-type" value={condition.valueType} options={VALUE_TYPES} errors={errors} />
      {condition.complex ? (
        <>
          <p className="field-hint">{t('profiles.complex-predicate-kept')}</p>
          <input type="hidden" name={`${path}.predicate.complex`} value={condition.complex} />
          <FieldError id={`${idOf(path)}-complex-error`} message={errors[`${path}.predicate.complex`]} />
        </>
      ) : (
        <>
          <SelectField name={`${path}.predicate.operation`} label="profiles.filter.operation.operation" value={condition.operation} options={operationsOf(condition.valueType)} errors={errors} />
          <TextField name={`${value}.defaultValue`} label="profiles.filter.value" value={condition.value} errors={errors} />
          {condition.valueType === 'STRING' && <CheckField name={`${path}.predicate.ignoreCase`} label="profiles.filter.ignore-case" checked={condition.ignoreCase} />}
          <SelectField name={`${value}.dynamicValue.sourceType`} label="profiles.filter.dynamic-source-type" value={condition.dynamicSource} options={SOURCES} empty="profiles.filter.no-dynamic-value" errors={errors} />
          <TextField name={`${value}.dynamicValue.sourceAttribute`} label="profiles.filter.source-attribute" value={condition.dynamicAttribute} errors={errors} />
          <CheckField name={`${value}.dynamicValue.inherit`} label="profiles.filter.inherit-owner" checked={condition.inherit} />
        </>
      )}
      <EditButton op={`remove-condition:${path}`} label="device-profile.remove-condition" group={group} action={action} icon="remove" />
    </fieldset>
  );
}

function Schedule({ schedule, path, errors }: { schedule: ScheduleDraft; path: string; errors: Record<string, string> }) {
  const { t } = useView();
  const daysError = errors[`${path}.daysOfWeek`];
  return (
    <>
      <SelectField name={`${path}.type`} label="device-profile.schedule-type" value={schedule.type} options={SCHEDULES} errors={errors} />
      {schedule.type !== 'ANY_TIME' && <TextField name={`${path}.timezone`} label="device-profile.schedule-timezone" value={schedule.timezone} errors={errors} />}
      {schedule.type === 'SPECIFIC_TIME' && (
        <>
          <fieldset className="weekdays" id={idOf(`${path}.daysOfWeek`)}>
            <legend>{t('device-profile.schedule-days')}</legend>
            {WEEKDAYS.map((day, d) => (
              <CheckField key={day} name={`${path}.daysOfWeek`} value={day} label={DAYS[d]} checked={schedule.daysOfWeek.includes(day)} />
            ))}
            <FieldError id={`${idOf(`${path}.daysOfWeek`)}-error`} message={daysError} />
          </fieldset>
          <TextField type="time" name={`${path}.startsOn`} label="device-profile.schedule-time-from" value={schedule.startsOn} errors={errors} />
          <TextField type="time" name={`${path}.endsOn`} label="device-profile.schedule-time-to" value={schedule.endsOn} errors={errors} />
        </>
      )}
      {schedule.type === 'CUSTOM' &&
        schedule.items.map((item, d) => (
          <fieldset key={DAYS[d]} className="schedule-day">
            <legend>{t(DAYS[d])}</legend>
            <CheckField name={`${path}.items.${d}.enabled`} label="device-profile.schedule-day-enabled" checked={item.enabled} />
            <TextField type="time" name={`${path}.items.${d}.startsOn`} label="device-profile.schedule-time-from" value={item.startsOn} errors={errors} />
            <TextField type="time" name={`${path}.items.${d}.endsOn`} label="device-profile.schedule-time-to" value={item.endsOn} errors={errors} />
          </fieldset>
        ))}
    </>
  );
}

/**
 * A create or clear rule: its conditions (each removable, more addable), the condition type (simple, duration with its
 * unit, repeating with its count), the schedule, the alarm details and the dashboard.
 */
export function RuleFields({ rule, path, action, errors, dashboards }: { rule: RuleDraft; path: string; action: string; errors: Record<string, string>; dashboards: PickerOption[] }) {
  const { t } = useView();
  const group = idOf(path);
  const conditionsError = errors[`${path}.condition.condition`];
  const dashboardOptions = Object.fromEntries(dashboards.map((d) => [d.value, d.label]));
  return (
    <>
      {rule.conditions.map((condition, c) => (
        <Condition key={`${path}.${c}`} condition={condition} path={`${path}.condition.condition.${c}`} group={group} action={action} errors={errors} />
      ))}
      <FieldError id={`${group}-conditions-error`} message={conditionsError} />
      <EditButton op={`add-condition:${path}`} label="device-profile.add-condition" group={group} action={action} />
      <SelectField name={`${path}.condition.spec.type`} label="device-profile.condition-type" value={rule.specType} options={SPEC_TYPES} errors={errors} />
      {rule.specType === 'DURATION' && (
        <>
          <TextField name={`${path}.condition.spec.predicate.defaultValue`} label="device-profile.condition-duration-value" value={rule.specValue} errors={errors} />
          <SelectField name={`${path}.condition.spec.unit`} label="device-profile.condition-duration-time-unit" value={rule.unit} options={UNITS} errors={errors} />
        </>
      )}
      {rule.specType === 'REPEATING' && <TextField name={`${path}.condition.spec.predicate.defaultValue`} label="device-profile.condition-repeating-value" value={rule.specValue} errors={errors} />}
      <Schedule schedule={rule.schedule} path={`${path}.schedule`} errors={errors} />
      <EditButton op={`refresh:${path}`} label="profiles.apply-choices" group={group} action={action} />
      <TextField multiline name={`${path}.alarmDetails`} label="device-profile.alarm-details" value={rule.alarmDetails} errors={errors} />
      <SelectField name={`${path}.dashboardId`} label="device-profile.alarm-rule-mobile-dashboard" value={rule.dashboardId} options={dashboardOptions} empty="profiles.no-dashboard" translated errors={errors} />
    </>
  );
}
