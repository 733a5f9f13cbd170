import { ActionIcon } from '../../dashboard/action-icon.tsx';
import { FieldError, invalidWhen } from '../../form-parts.tsx';
import { Icon } from '../../icon.tsx';
import { useView } from '../../view-context.tsx';

export interface IconInputProps {
  id: string;
  /** The icon's JSON path in the posted entity; the route checks it with `checkIconName`. */
  name: string;
  label: string;
  value: string | null | undefined;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  /** The icon picker dialog's own address for this field (icon-picker-dialog.tsx). */
  pickerHref?: string;
  /** The page came back from this field's picker dialog: its opener takes the focus again. */
  returned?: boolean;
}

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
