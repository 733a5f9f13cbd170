import type { PickerOption, PickerView } from '../../server/domain/entity-view.ts';
import { useView, type ViewContext } from '../view-context.tsx';

/** A select's option holds text only: the 'system' tag follows the title in brackets. */
export function optionLabel(t: ViewContext['t'], o: PickerOption): string {
  return o.system ? `${o.label} (${t('widgets-bundle.system')})` : o.label;
}

/**
 * A select picker's options: the chosen one first (so that it stays chosen when the type-ahead swaps the options in),
 * the empty choice when the field may stay empty, then the others.
 */
export function PickerOptions({ picker }: { picker: PickerView }) {
  const { t } = useView();
  const chosen = picker.options.filter((o) => picker.selected.includes(o.value));
  const others = picker.options.filter((o) => !picker.selected.includes(o.value));
  const option = (o: PickerOption) => (
    <option key={o.value} value={o.value}>
      {optionLabel(t, o)}
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
  const { t } = useView();
  return (
    <>
      {picker.options.map((o) => (
        <label key={o.value} className="check-field">
          <input type="checkbox" name={picker.name} value={o.value} defaultChecked={picker.selected.includes(o.value)} disabled={disabled} />
          <span>{o.label}</span>
          {o.system && <span className="badge">{t('widgets-bundle.system')}</span>}
        </label>
      ))}
    </>
  );
}
