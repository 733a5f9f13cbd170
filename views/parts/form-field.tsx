import { FieldError, invalidWhen } from '../form-parts.tsx';
import { useView } from '../view-context.tsx';
import { isRequired, maxLength, numberBounds, type FieldDef } from '../../server/domain/entity-form.ts';
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
      <FieldControl field={field} common={common} />
      <FieldError id={errorId} message={error} />
      {hint && <span className="field-hint">{hint}</span>}
    </div>
  );
}

/** A text, number, password, select or textarea control with the field's shared attributes. */
function FieldControl({ field, common }: { field: FieldDef; common: Record<string, unknown> & { defaultValue: string } }) {
  const { t } = useView();
  const { control } = field;
  if (control.kind === 'textarea') return <textarea rows={3} {...common} />;
  if (control.kind === 'number') return <input type="number" inputMode="decimal" {...common} {...numberBounds(field)} />;
  if (control.kind === 'password') return <input type="password" autoComplete="new-password" {...common} required={false} />;
  if (control.kind === 'select') {
    const { maxLength: _max, ...rest } = common;
    return (
      <select {...rest}>
        {control.options.map((o) => (
          <option key={o.value} value={o.value}>
            {t(o.label)}
          </option>
        ))}
      </select>
    );
  }
  return <input type="text" {...common} />;
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
