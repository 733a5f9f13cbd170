import { FieldError, invalidWhen } from '../form-parts.tsx';

export interface CustomValueCheckboxProps {
  id: string;
  name: string;
  label: string;
  /** What the form posts when checked, and when not (widgets spec §2: checkbox with custom true/false values). */
  trueValue: string;
  falseValue: string;
  value: string;
  error?: string;
  disabled?: boolean;
  /** Shown and posted as it is, not changed (a check box has no read-only state: drawn disabled, the value in a hidden field). */
  readOnly?: boolean;
}

/**
 * A check box that posts one of two values of the caller's choosing: a hidden field with the false value comes first,
 * the box with the true value after it, and the route reads the last value of the name (`lastFormValue`, server/domain/form-value.ts).
 */
export function CustomValueCheckbox({ id, name, label, trueValue, falseValue, value, error, disabled, readOnly }: CustomValueCheckboxProps) {
  const errorId = `${id}-error`;
  const checked = value === trueValue;
  return (
    <div className="form-field checkbox-field">
      {!disabled && <input type="hidden" name={name} value={readOnly && checked ? trueValue : falseValue} />}
      <label htmlFor={id}>
        <input type="checkbox" id={id} name={readOnly ? undefined : name} value={trueValue} defaultChecked={checked} disabled={disabled || readOnly} aria-readonly={readOnly || undefined} {...invalidWhen(error, errorId)} />
        {label}
      </label>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

