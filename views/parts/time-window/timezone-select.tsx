export interface TimezoneSelectProps {
  id?: string;
  /** The JSON path of the zone it sets; the empty choice is the default zone (the console's). */
  name: string;
  label: string;
  value: string;
  zones: readonly string[];
  /** Translation key of what is wrong with the value (spec 5: 'timezone.timezone-required'). */
  error?: string;
  disabled?: boolean;
  className?: string;
  t: (key: string) => string;
  onChange?: (value: string) => void;
}

/**
 * Spec 2's timezone select: the IANA zones, and first the default one (an empty value). The server reads it with
 * `validZoneOrNull`; a name it does not know is refused with 'timezone.timezone-required' (and shown, as sent).
 */
export function TimezoneSelect({ id, name, label, value, zones, error, disabled, className, t, onChange }: TimezoneSelectProps) {
  const errorId = id ? `${id}-error` : undefined;
  // A zone the list lacks (an alias such as UTC, or refused input) stays shown and chosen.
  const choices = value && !zones.includes(value) ? [value, ...zones] : zones;
  return (
    <label className={`field timezone-select${className ? ` ${className}` : ''}${error ? ' invalid' : ''}`}>
      <span>{label}</span>
      <select id={id} name={name} disabled={disabled} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined}
        {...(onChange ? { value, onChange: (e: React.ChangeEvent<HTMLSelectElement>) => onChange(e.target.value) } : { defaultValue: value })}>
        <option value="">{t('timezone.default-timezone')}</option>
        {choices.map((zone) => <option key={zone} value={zone}>{zone}</option>)}
      </select>
      {error && <span id={errorId} className="field-error">{t(error)}</span>}
    </label>
  );
}
