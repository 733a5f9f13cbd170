import { intervalsBetween } from '../../../server/domain/time-window/time-intervals.ts';
import { durationText } from '../../../server/domain/time-window/display-value.ts';
import { advancedField, INTERVAL_UNITS, unitField, type FormValues } from '../../../server/domain/time-window/timewindow-form.ts';

export const UNIT_KEYS: Record<(typeof INTERVAL_UNITS)[number], string> = {
  days: 'timeinterval.days', hours: 'timeinterval.hours', minutes: 'timeinterval.minutes', seconds: 'timeinterval.seconds',
};

export interface TimeIntervalInputProps {
  /** The JSON path the value sets; the advanced fields add their unit. */
  name: string;
  label: string;
  values: FormValues;
  error?: string;
  min: number;
  max: number;
  locale: string;
  t: (key: string) => string;
  disabled?: boolean;
  /** Hydrated: fields that do not apply are disabled (before, a form without JavaScript sends them all). */
  live?: boolean;
  onChange?: (changes: FormValues) => void;
}

/**
 * Spec 2's time-interval input: a predefined interval from the list within the bounds, or, in advanced mode,
 * days, hours, minutes and seconds (the carry and clamp rules apply when it is read). Without JavaScript a
 * stylesheet rule shows the advanced fields while the checkbox is ticked.
 */
export function TimeIntervalInput({ name, label, values, error, min, max, locale, t, disabled = false, live = false, onChange }: TimeIntervalInputProps) {
  const id = name.replaceAll('.', '-');
  const advanced = Boolean(values[advancedField(name)]);
  const current = Number(values[name]);
  const choices = intervalsBetween(min, max);
  if (Number.isFinite(current) && current > 0 && !choices.includes(current)) choices.push(current);
  choices.sort((a, b) => a - b);
  const set = (field: string, value: string) => onChange?.({ [field]: value });
  return (
    <div className={`time-interval${error ? ' invalid' : ''}`} role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className="time-interval-label">{label}</span>
      <label className="time-interval-predefined">
        <span className="visually-hidden">{label}</span>
        <select name={name} value={String(current)} disabled={live && (disabled || advanced)} onChange={(e) => set(name, e.target.value)}>
          {choices.map((ms) => (
            <option key={ms} value={ms}>{durationText(ms, locale)}</option>
          ))}
        </select>
      </label>
      <label className="time-interval-advanced-toggle">
        <input type="checkbox" name={advancedField(name)} checked={advanced} disabled={live && disabled} onChange={(e) => set(advancedField(name), e.target.checked ? 'on' : '')} />
        {t('timeinterval.advanced')}
      </label>
      <span className="time-interval-fields">
        {INTERVAL_UNITS.map((unit) => (
          <label key={unit}>
            <span>{t(UNIT_KEYS[unit])}</span>
            <input
              type="number"
              name={unitField(name, unit)}
              value={values[unitField(name, unit)] ?? '0'}
              min={unit === 'days' ? 0 : undefined}
              step={1}
              disabled={live && (disabled || !advanced)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(e) => set(unitField(name, unit), e.target.value)}
            />
          </label>
        ))}
      </span>
      {error && <span id={`${id}-error`} className="field-error">{t(error)}</span>}
    </div>
  );
}
