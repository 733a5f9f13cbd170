import { FieldError, invalidWhen } from '../form-parts.tsx';
import { FORM_EDIT } from '../../server/domain/form-rows.ts';
import { useView } from '../view-context.tsx';

/** An element id of a JSON path (`profileData.alarms.0.alarmType` → `profileData-alarms-0-alarmType`). */
export const idOf = (path: string) => path.replaceAll('.', '-');

interface FieldProps {
  name: string;
  /** Translation key. */
  label: string;
  errors: Record<string, string>;
}

export function TextField({ name, label, value, errors, type = 'text', multiline }: FieldProps & { value: string; type?: 'text' | 'time'; multiline?: boolean }) {
  const { t } = useView();
  const id = idOf(name);
  const error = errors[name];
  const common = { id, name, defaultValue: value, ...invalidWhen(error, `${id}-error`) };
  return (
    <div className="form-field">
      <label htmlFor={id}>{t(label)}</label>
      {multiline ? <textarea rows={2} {...common} /> : <input type={type} maxLength={255} {...common} />}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** A select of fixed choices: value → label key (or a label already translated with `translated`). */
export function SelectField({ name, label, value, errors, options, empty, translated }: FieldProps & { value: string; options: Record<string, string>; empty?: string; translated?: boolean }) {
  const { t } = useView();
  const id = idOf(name);
  const error = errors[name];
  return (
    <div className="form-field">
      <label htmlFor={id}>{t(label)}</label>
      <select id={id} name={name} defaultValue={value} {...invalidWhen(error, `${id}-error`)}>
        {empty !== undefined && <option value="">{t(empty)}</option>}
        {Object.entries(options).map(([v, l]) => (
          <option key={v} value={v}>
            {translated ? l : t(l)}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

export function CheckField({ name, label, checked, value = 'true' }: { name: string; label: string; checked: boolean; value?: string }) {
  const { t } = useView();
  return (
    <label className="check-field">
      <input type="checkbox" name={name} value={value} defaultChecked={checked} />
      <span>{t(label)}</span>
    </label>
  );
}

/**
 * A button that changes the form's shape (`_op`): without JavaScript it posts the whole form, which comes back with
 * the input kept; with htmx only the group `group` (an element id) is swapped from the answer. Without `group` it is
 * a plain submit of its form (an entity form, whose own htmx swaps its dialog or panel).
 */
export function EditButton({ op, label, group, action, icon }: { op: string; label: string; group?: string; action?: string; icon?: 'remove' }) {
  const { t } = useView();
  const htmx = group && action ? { 'hx-post': action, 'hx-target': `#${group}`, 'hx-select': `#${group}`, 'hx-swap': 'outerHTML', 'hx-indicator': '#progress' } : {};
  return (
    <button type="submit" name={FORM_EDIT} value={op} className={icon ? 'button remove-button' : 'button'} formNoValidate {...htmx}>
      {t(label)}
    </button>
  );
}
