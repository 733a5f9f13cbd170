import type { InputHTMLAttributes } from 'react';
import { FieldError, invalidWhen } from '../form-parts.tsx';
import { useView } from '../view-context.tsx';

type LabelledInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & { name: string; label: string; error?: string };

/** Label, required input and error line of a sign-in form field; the input's id is `field-<name>`. */
function LabelledInput({ name, label, error, type, ...input }: LabelledInputProps) {
  const id = `field-${name}`;
  const errorId = `${name}-error`;
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input id={id} type={type} name={name} {...input} required {...invalidWhen(error, errorId)} />
      <FieldError id={errorId} message={error} />
    </>
  );
}

export interface PasswordFieldProps {
  name: string;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  error?: string;
  autoFocus?: boolean;
}

/**
 * A password input with a 'show password' checkbox. The password-toggle behaviour switches the
 * input's type; without scripts the checkbox is hidden and the field is a plain password field
 * (a page without scripts cannot change an input's type, and a second plain-text copy of the
 * password would put it in the page unmasked).
 */
export function PasswordField({ name, label, autoComplete, error, autoFocus }: PasswordFieldProps) {
  const { t } = useView();
  return (
    <div className="form-field password-field">
      <LabelledInput name={name} label={label} error={error} type="password" autoComplete={autoComplete} autoFocus={autoFocus} />
      <label className="password-toggle">
        <input type="checkbox" data-password-toggle={`field-${name}`} aria-controls={`field-${name}`} />
        {t('login.show-password')}
      </label>
    </div>
  );
}

/** A plain text or e-mail field with its own error line. */
export function TextField(props: {
  name: string;
  label: string;
  value?: string;
  error?: string;
  autoComplete?: string;
  inputMode?: 'email' | 'numeric' | 'text';
  autoFocus?: boolean;
  maxLength?: number;
  pattern?: string;
}) {
  const { value = '', ...field } = props;
  return (
    <div className="form-field">
      <LabelledInput type="text" defaultValue={value} spellCheck={false} {...field} />
    </div>
  );
}
