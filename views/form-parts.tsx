import { useView } from './view-context.tsx';

/** The CSRF field every console form carries. */
export function CsrfField() {
  const { csrfToken } = useView();
  return <input type="hidden" name="_csrf" value={csrfToken} />;
}

/** A field's error line; the input points at it with `invalidWhen`. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <span id={id} className="field-error">
      {message}
    </span>
  ) : null;
}

/** The input's accessibility attributes for an error shown in the line `errorId`. */
export function invalidWhen(error: string | undefined, errorId: string) {
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined } as const;
}

/** The row under an account form with its one primary button. */
export function SubmitRow({ label, resetLabel }: { label: string; resetLabel?: string }) {
  return (
    <div className="account-actions">
      {resetLabel && (
        <button type="reset" className="button">
          {resetLabel}
        </button>
      )}
      <button type="submit" className="button primary">
        {label}
      </button>
    </div>
  );
}

/** A form's message that concerns no single field (the platform's refusal), announced when it appears. */
export function FormError({ message }: { message?: string }) {
  return message ? (
    <p className="form-error" role="alert">
      {message}
    </p>
  ) : null;
}
