export interface DateTimeInputProps {
  /** The control's id (its error's id adds `-error`). */
  id: string;
  /** The JSON path of the instant it sets; the form posts a wall-clock `yyyy-MM-ddTHH:mm:ss` in the picker's zone. */
  name: string;
  label: string;
  value: string;
  /** Translation key of what is wrong with the value. */
  error?: string;
  /** Wall-clock bounds (`min`/`max` of the input); the server clamps to them (server/domain/time-window/date-time.ts). */
  min?: string;
  max?: string;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  /** Hydrated: `disabled` applies (before, a form without JavaScript sends every field). */
  live?: boolean;
  t: (key: string) => string;
  onChange?: (value: string) => void;
}

/**
 * Spec 2's single date-time picker: the browser's own `datetime-local` control, to the second, with min, max and
 * required (spec 5). Usable in the server's views and in islands alike (no hooks).
 */
export function DateTimeInput({ id, name, label, value, error, min, max, required, disabled = false, readOnly, live = true, t, onChange }: DateTimeInputProps) {
  const off = live && disabled;
  return (
    <label className={`field date-time-input${error ? ' invalid' : ''}`}>
      <span>{label}</span>
      <input id={id} type="datetime-local" step={1} name={name} min={min} max={max} disabled={off} readOnly={readOnly} required={required && !disabled}
        aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined}
        {...(onChange ? { value, onChange: (e: React.ChangeEvent<HTMLInputElement>) => onChange(e.target.value) } : { defaultValue: value })} />
      {error && <span id={`${id}-error`} className="field-error">{t(error)}</span>}
    </label>
  );
}
