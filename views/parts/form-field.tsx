import { FieldError, invalidWhen } from '../form-parts.tsx';
import { useView } from '../view-context.tsx';
import { Icon } from '../icon.tsx';
import { isShown, selectChoices, type FieldDef } from '../../server/domain/entity-form.ts';
import { ADD_ROW, FORM_EDIT, LIST_VARIANT, REMOVE_ROW, rowIndexes } from '../../server/domain/form-rows.ts';
import { STEP_AT, STEP_TO } from '../../server/domain/form-steps.ts';
import { isRequired, maxLength, numberBounds } from '../../server/domain/form-validators.ts';
import type { FormView } from '../../server/domain/entity-view.ts';
import { isCompound } from '../../server/domain/compound-fields.ts';
import { CompoundField } from './compound-field.tsx';
import { EntityPicker, pickerId } from './picker.tsx';
import { PhoneField, SelectField } from './choice-fields.tsx';
import { StructuredField } from './structured-field.tsx';
import { BranchSelect } from './branch-select.tsx';
import type { Branch } from '../../server/domain/pickers/branch.ts';

/**
 * One field of an entity form: its label, its control (named by the field's JSON path), the message beside it and a
 * hint. The browser's own checks stay off (the form is `noValidate`): the server's messages are the map's.
 */
export function FormField({ field, form }: { field: FieldDef; form: FormView }) {
  const { t, lang } = useView();
  const id = pickerId(field.path);
  const errorId = `${id}-error`;
  const error = form.errors[field.path];
  const value = form.input[field.path];
  const hint = field.hint ? t(field.hint) : undefined;
  const { control } = field;
  if (control.kind === 'list') return <FieldList field={field} form={form} />;
  if (isCompound(control)) return <CompoundField field={field} form={form} />;
  if (control.kind === 'structured') return <StructuredField field={field} form={form} />;
  if (control.kind === 'picker') return <EntityPicker picker={form.pickers[field.path]} disabled={form.disabled} hint={hint} />;
  if (control.kind === 'select') return <SelectField field={field} form={form} choices={selectChoices(control, lang)} />;
  if (control.kind === 'phone') return <PhoneField field={field} form={form} />;
  if (control.kind === 'branch') return <BranchField field={field} form={form} />;
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
    readOnly: field.readOnly,
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

/** A branch field: the shared branch autocomplete, a typed name taken as a new branch. */
function BranchField({ field, form }: { field: FieldDef; form: FormView }) {
  const { t } = useView();
  const value = form.input[field.path];
  const branches = (form.offers?.[field.path] ?? []) as Branch[];
  const view = { id: pickerId(field.path), name: field.path, value: typeof value === 'string' ? value : '', branches, mode: 'free' as const };
  return <BranchSelect view={{ ...view, label: t(field.label), hint: field.hint && t(field.hint), required: isRequired(field), error: form.errors[field.path], disabled: form.disabled, readOnly: field.readOnly }} />;
}

/** A list field's entries, each a group of its form's fields named under the entry's index; nothing without entries. */
function FieldList({ field, form }: { field: FieldDef; form: FormView }) {
  const { t } = useView();
  if (field.control.kind !== 'list') return null;
  const { form: entryForm, itemLabel, addLabel, removeLabel, shownWhen, variants, variantLabel } = field.control;
  if (shownWhen && form.input[shownWhen] !== true) return null;
  const indexes = rowIndexes(form.input, field.path);
  const variantId = pickerId(`${field.path}.${LIST_VARIANT}`);
  // A read-only list: its entries shown read-only, no row added or removed.
  const fixed = form.disabled || field.readOnly;
  return (
    <fieldset className="form-list">
      <legend>{t(field.label)}</legend>
      <FieldError id={`${pickerId(field.path)}-error`} message={form.errors[field.path]} />
      {indexes.map((index) => (
        <fieldset key={index} className="form-list-entry">
          <legend>{t(itemLabel, { index: index + 1 })}</legend>
          {!fixed && (
            <button type="submit" className="icon-button" name={FORM_EDIT} value={`${REMOVE_ROW}:${field.path}.${index}`} formNoValidate title={t(removeLabel)} aria-label={t(removeLabel)}>
              <Icon name="delete" />
            </button>
          )}
          {entryForm.fields
            .map((entryField) => inEntry(entryField, `${field.path}.${index}`, field.readOnly))
            .filter((entryField) => isShown(entryField, form.input))
            .map((entryField) => (
              <FormField key={entryField.path} field={entryField} form={form} />
            ))}
        </fieldset>
      ))}
      {!fixed && (
        <div className="form-list-add">
          {variants && variants.length > 0 && (
            <div className="form-field">
              <label htmlFor={variantId}>{t(variantLabel ?? addLabel)}</label>
              <select id={variantId} name={`${field.path}.${LIST_VARIANT}`}>
                {variants.map((v) => (
                  <option key={v.value} value={v.value}>
                    {v.text}
                  </option>
                ))}
              </select>
            </div>
          )}
          <button type="submit" className="button" name={FORM_EDIT} value={`${ADD_ROW}:${field.path}`} formNoValidate>
            {t(addLabel)}
          </button>
        </div>
      )}
    </fieldset>
  );
}

/** An entry's field as the page names it: its path, and the paths its `when` and its own list's switch read, under the entry's. */
function inEntry(field: FieldDef, prefix: string, readOnly?: boolean): FieldDef {
  const { control } = field;
  return {
    ...field,
    readOnly: field.readOnly || readOnly,
    path: `${prefix}.${field.path}`,
    when: field.when?.map((w) => ({ ...w, path: `${prefix}.${w.path}` })),
    control: control.kind === 'list' && control.shownWhen ? { ...control, shownWhen: `${prefix}.${control.shownWhen}` } : control,
  };
}

/** A text, number, password, textarea or JSON text control with the field's shared attributes. */
function FieldControl({ field, common }: { field: FieldDef; common: Record<string, unknown> & { defaultValue: string } }) {
  const { control } = field;
  if (control.kind === 'textarea') return <textarea rows={3} {...common} />;
  if (control.kind === 'json') return <textarea rows={8} {...common} />;
  if (control.kind === 'number') return <input type="number" inputMode="decimal" {...common} {...numberBounds(field)} />;
  // Never prefilled and never required by the browser: an empty one keeps the stored secret.
  if (control.kind === 'password') return <input type="password" autoComplete="new-password" {...common} required={false} />;
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
      {form.steps && form.step ? <SteppedFields form={form} steps={form.steps} step={form.step} /> : <Sections form={form} fields={form.fields} />}
    </>
  );
}

/**
 * A form added in steps: the steps named in order, the shown step's fields, the others' fields hidden but posted
 * (so that every step's input travels along), Back and Next buttons that post the form and show their step.
 */
function SteppedFields({ form, steps, step }: { form: FormView; steps: { key: string; label: string }[]; step: string }) {
  const { t } = useView();
  const at = steps.findIndex((s) => s.key === step);
  const first = steps[0].key;
  return (
    <>
      <ol className="stepper">
        {steps.map((s, i) => (
          <li key={s.key} aria-current={i === at ? 'step' : undefined} className={i < at ? 'done' : undefined}>
            {s.label}
          </li>
        ))}
      </ol>
      <input type="hidden" name={STEP_AT} value={step} />
      {steps.map((s) => (
        <div key={s.key} className="step-fields" hidden={s.key !== step}>
          <Sections form={form} fields={form.fields.filter((f) => (f.step ?? first) === s.key)} />
        </div>
      ))}
      <div className="step-actions">
        {at > 0 && (
          <button type="submit" className="button" name={STEP_TO} value={steps[at - 1].key} formNoValidate>
            {t('action.back')}
          </button>
        )}
        {at < steps.length - 1 && (
          <button type="submit" className="button" name={STEP_TO} value={steps[at + 1].key} formNoValidate>
            {t('action.next')}
          </button>
        )}
      </div>
    </>
  );
}

function Sections({ form, fields }: { form: FormView; fields: readonly FieldDef[] }) {
  const { t } = useView();
  return (
    <>
      {sectionsOf(form, fields).map((group) =>
        group.legend ? (
          <fieldset key={group.fields[0].path} className="form-section">
            <legend>{t(group.legend)}</legend>
            {group.fields.map((field) => (
              <FormField key={field.path} field={field} form={form} />
            ))}
          </fieldset>
        ) : (
          group.fields.map((field) => <FormField key={field.path} field={field} form={form} />)
        ),
      )}
    </>
  );
}

/** The shown fields, consecutive ones of the same section grouped under its legend. */
function sectionsOf(form: FormView, fields: readonly FieldDef[]): { legend?: string; fields: FieldDef[] }[] {
  const groups: { legend?: string; fields: FieldDef[] }[] = [];
  for (const field of fields.filter((f) => isShown(f, form.input))) {
    const last = groups.at(-1);
    if (last && field.section && last.legend === field.section) last.fields.push(field);
    else groups.push({ legend: field.section, fields: [field] });
  }
  return groups;
}
