import { useView } from '../view-context.tsx';

export interface PasswordFieldProps {
  name: string;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  error?: string;
  autoFocus?: boolean;
}

/**
 * A password input with a 'show password' checkbox. The password-toggle behaviour switches the
 * input's type; without scripts the checkbox is hidden and the field is a plain password field.
 */
export function PasswordField({ name, label, autoComplete, error, autoFocus }: PasswordFieldProps) {
  const { t } = useView();
  const id = `field-${name}`;
  const errorId = `${id}-error`;
  return (
    <div className="form-field password-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="password"
        name={name}
        autoComplete={autoComplete}
        required
        autoFocus={autoFocus}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <span id={errorId} className="field-error">
          {error}
        </span>
      )}
      <label className="password-toggle">
        <input type="checkbox" data-password-toggle={id} aria-controls={id} />
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
  const { name, label, value = '', error, autoComplete, inputMode, autoFocus, maxLength, pattern } = props;
  const id = `field-${name}`;
  const errorId = `${name}-error`;
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        name={name}
        defaultValue={value}
        inputMode={inputMode}
        autoComplete={autoComplete}
        required
        autoFocus={autoFocus}
        maxLength={maxLength}
        pattern={pattern}
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <span id={errorId} className="field-error">
          {error}
        </span>
      )}
    </div>
  );
}
