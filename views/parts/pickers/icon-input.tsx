import { ActionIcon } from '../../dashboard/action-icon.tsx';
import { FieldError, invalidWhen } from '../../form-parts.tsx';
import { useView } from '../../view-context.tsx';
import type { PickerFieldProps } from './picker-field.ts';
import { PickerOpener } from './picker-opener.tsx';

/** The icon's name is checked by the route with `checkIconName` (server/domain/pickers/icons.ts). */
export type IconInputProps = PickerFieldProps;

/** A material icon field: the icon's name as text (posted as it is), the icon it names, and the opener of the icon picker. */
export function IconInput({ id, name, label, value, error, required, disabled, readOnly, pickerHref, pickerPost, returned }: IconInputProps) {
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
        {!disabled && !readOnly && <PickerOpener id={id} href={pickerHref} post={pickerPost} label={open} icon="apps" returned={returned} />}
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
