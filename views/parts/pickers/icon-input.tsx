import { ActionIcon } from '../../dashboard/action-icon.tsx';
import { FieldError, invalidWhen } from '../../form-parts.tsx';
import { Icon } from '../../icon.tsx';
import { useView } from '../../view-context.tsx';
import type { PickerFieldProps } from './picker-field.ts';

/** The icon's name is checked by the route with `checkIconName` (server/domain/pickers/icons.ts). */
export type IconInputProps = PickerFieldProps;

/** A material icon field: the icon's name as text (posted as it is), the icon it names, and a link to the icon picker. */
export function IconInput({ id, name, label, value, error, required, disabled, readOnly, pickerHref, returned }: IconInputProps) {
  const { t } = useView();
  const errorId = `${id}-error`;
  const open = t('icon.select-icon');
  return (
    <div className="form-field icon-input">
      <label htmlFor={id}>{label}</label>
      <div className="icon-input-row">
        <span className="icon-input-preview">{value && !error ? <ActionIcon name={value} /> : null}</span>
        <input type="text" id={id} name={name} defaultValue={value ?? ''} required={required} disabled={disabled} readOnly={readOnly}
          autoComplete="off" spellCheck={false} {...invalidWhen(error, errorId)} />
        {!disabled && !readOnly && pickerHref && (
          <a className="icon-button" id={`${id}-picker`} href={pickerHref} title={open} aria-label={open} aria-haspopup="dialog" autoFocus={returned}>
            <Icon name="apps" />
          </a>
        )}
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
