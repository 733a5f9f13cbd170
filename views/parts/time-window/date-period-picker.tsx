import { DateTimeInput } from './date-time-input.tsx';

export interface DatePeriodPickerProps {
  /** Prefix of the two controls' ids. */
  id: string;
  /** The JSON paths of the period's start and end (`…fixedTimewindow.startTimeMs` / `.endTimeMs`). */
  startName: string;
  endName: string;
  values: Record<string, string>;
  /** Field name → translation key of what is wrong with it. */
  errors: Record<string, string>;
  /** The latest end (now, as a wall-clock time in the period's zone): spec 5 caps the end at now. */
  max?: string;
  disabled?: boolean;
  live?: boolean;
  t: (key: string) => string;
  onChange?: (changes: Record<string, string>) => void;
}

/**
 * Spec 2's date-time period picker: 'from' and 'to', both required. Its rules (spec 5: the start at least a second
 * before the end, the end at most now, out-of-range values clamped) are `readDatePeriod` and `clampPeriod`, applied
 * where the form is read; the times are wall-clock times in the zone the form names.
 */
export function DatePeriodPicker({ id, startName, endName, values, errors, max, disabled = false, live = true, t, onChange }: DatePeriodPickerProps) {
  const input = (name: string, suffix: string, label: string) => (
    <DateTimeInput id={`${id}-${suffix}`} name={name} label={label} value={values[name] ?? ''} error={errors[name]} max={max}
      required disabled={disabled} live={live} t={t} onChange={onChange ? (value) => onChange({ [name]: value }) : undefined} />
  );
  return (
    <div className="date-period">
      {input(startName, 'start', t('datetime.date-from'))}
      {input(endName, 'end', t('datetime.date-to'))}
    </div>
  );
}
