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
}

/**
 * A check box that posts one of two values of the caller's choosing: a hidden field with the false value comes first,
 * the box with the true value after it, and the route reads the last value of the name (`lastFormValue`, server/domain/form-value.ts).
 */
export function CustomValueCheckbox({ id, name, label, trueValue, falseValue, value, error, disabled }: CustomValueCheckboxProps) {
  const errorId = `${id}-error`;
  return (
    <div className="form-field checkbox-field">
      {!disabled && <input type="hidden" name={name} value={falseValue} />}
      <label htmlFor={id}>
        <input type="checkbox" id={id} name={name} value={trueValue} defaultChecked={value === trueValue} disabled={disabled} {...invalidWhen(error, errorId)} />
        {label}
      </label>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

