import type { PickerView } from '../../server/domain/entity-view.ts';

/**
 * A select picker's options: the chosen one first (so that it stays chosen when the type-ahead swaps the options in),
 * the empty choice when the field may stay empty, then the others.
 */
export function PickerOptions({ picker }: { picker: PickerView }) {
  const chosen = picker.options.filter((o) => picker.selected.includes(o.value));
  const others = picker.options.filter((o) => !picker.selected.includes(o.value));
  const option = (o: { value: string; label: string }) => (
    <option key={o.value} value={o.value}>
      {o.label}
    </option>
  );
  return (
    <>
      {chosen.map(option)}
      {(!picker.required || chosen.length === 0) && <option value="">{picker.emptyLabel ?? ''}</option>}
      {others.map(option)}
    </>
  );
}

/** A list picker's check boxes, the chosen ones checked; also the type-ahead's answer. */
export function PickerChecks({ picker, disabled }: { picker: PickerView; disabled?: boolean }) {
  return (
    <>
      {picker.options.map((o) => (
        <label key={o.value} className="check-field">
          <input type="checkbox" name={picker.name} value={o.value} defaultChecked={picker.selected.includes(o.value)} disabled={disabled} />
          <span>{o.label}</span>
        </label>
      ))}
    </>
  );
}
