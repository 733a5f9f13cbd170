import { quickIntervalChoices, quickIntervalKey } from '../../../server/domain/time-window/quick-intervals.ts';

export interface QuickIntervalSelectProps {
  id?: string;
  /** The JSON path of the quick interval it sets. */
  name: string;
  label: string;
  /** Shown to screen readers only (the time window's radio names it already). */
  hideLabel?: boolean;
  value: string;
  /** Spec 4: only the CURRENT_ intervals (a realtime window). */
  currentOnly: boolean;
  disabled?: boolean;
  live?: boolean;
  t: (key: string) => string;
  onChange?: (value: string) => void;
}

/** Spec 2's quick time interval select: upstream's quick intervals in its order, by their translated names. */
export function QuickIntervalSelect({ id, name, label, hideLabel, value, currentOnly, disabled = false, live = true, t, onChange }: QuickIntervalSelectProps) {
  return (
    <label className="field quick-interval">
      <span className={hideLabel ? 'visually-hidden' : undefined}>{label}</span>
      <select id={id} name={name} disabled={live && disabled}
        {...(onChange ? { value, onChange: (e: React.ChangeEvent<HTMLSelectElement>) => onChange(e.target.value) } : { defaultValue: value })}>
        {quickIntervalChoices(currentOnly).map((q) => (
          <option key={q} value={q}>{t(quickIntervalKey(q))}</option>
        ))}
      </select>
    </label>
  );
}
