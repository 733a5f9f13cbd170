import { FieldError, invalidWhen } from '../form-parts.tsx';
import { useView } from '../view-context.tsx';
import { isRequired, maxLength, type FieldDef } from '../../server/domain/entity-form.ts';
import type { FormView } from '../../server/domain/entity-view.ts';
import { EntityPicker, pickerId } from './picker.tsx';

/**
 * One field of an entity form: its label, its control (named by the field's JSON path), the message beside it and a
 * hint. The browser's own checks stay off (the form is `noValidate`): the server's messages are the map's.
 */
export function FormField({ field, form }: { field: FieldDef; form: FormView }) {
  const { t } = useView();
  const id = pickerId(field.path);
  const errorId = `${id}-error`;
  const error = form.errors[field.path];
  const value = form.input[field.path];
  const hint = field.hint ? t(field.hint) : undefined;
  const { control } = field;
  if (control.kind === 'picker') return <EntityPicker picker={form.pickers[field.path]} disabled={form.disabled} hint={hint} />;
  if (control.kind === 'checkbox') {
    return (
      <label className="check-field">
        <input type="checkbox" id={id} name={field.path} value="true" defaultChecked={value === true} disabled={form.disabled} />
        <span>{t(field.label)}</span>
      </label>
    );
  }
  if (control.kind === 'select') {
    return (
      <div className="form-field">
        <label htmlFor={id}>{t(field.label)}</label>
        <select id={id} name={field.path} defaultValue={typeof value === 'string' ? value : ''} disabled={form.disabled} {...invalidWhen(error, errorId)}>
          {control.options.map((o) => (
            <option key={o.value} value={o.value}>
              {t(o.label)}
            </option>
          ))}
        </select>
        {control.refresh && !form.disabled && (
          <button type="submit" className="button" name="_search" value={field.path} formNoValidate>
            {t(control.refresh)}
          </button>
        )}
        <FieldError id={errorId} message={error} />
        {hint && <span className="field-hint">{hint}</span>}
      </div>
    );
  }
  const common = {
    id,
    name: field.path,
    defaultValue: typeof value === 'string' ? value : '',
    required: isRequired(field),
    maxLength: maxLength(field),
    disabled: form.disabled,
    ...invalidWhen(error, errorId),
  };
  return (
    <div className="form-field">
      <label htmlFor={id}>{t(field.label)}</label>
      {control.kind === 'textarea' ? <textarea rows={3} {...common} /> : <input type="text" inputMode={control.kind === 'number' ? 'numeric' : undefined} {...common} />}
      <FieldError id={errorId} message={error} />
      {hint && <span className="field-hint">{hint}</span>}
    </div>
  );
}

/** The fields of an entity form, and the message for the whole form (a refusal of the platform). */
export function FormFields({ form }: { form: FormView }) {
  return (
    <>
      {form.formError && (
        <p className="form-error" role="alert">
          {form.formError}
        </p>
      )}
      {form.fields.map((field) => (
        <FormField key={field.path} field={field} form={form} />
      ))}
    </>
  );
}
