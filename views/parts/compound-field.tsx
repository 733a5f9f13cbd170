import { FieldError, invalidWhen } from '../form-parts.tsx';
import { useView } from '../view-context.tsx';
import { type FieldDef } from '../../server/domain/entity-form.ts';
import { isRequired } from '../../server/domain/form-validators.ts';
import { keysAddField, targetParts } from '../../server/domain/compound-fields.ts';
import type { CompoundView, FormView } from '../../server/domain/entity-view.ts';
import { BY_TYPE, EntityPicker, pickerId, pickerSearchVals } from './picker.tsx';
import { ChipList } from './chip-list.tsx';

interface Props<K extends CompoundView['kind']> {
  field: FieldDef;
  form: FormView;
  view: Extract<CompoundView, { kind: K }>;
}

/** Suggestions the browser offers as the user types (a datalist works without JavaScript). */
function Suggestions({ id, values }: { id: string; values: string[] }) {
  return (
    <datalist id={id}>
      {values.map((v) => (
        <option key={v} value={v} />
      ))}
    </datalist>
  );
}

/** An entity sub-type: free text, the types the platform knows suggested (spec: entity sub-type picker). */
function SubtypeField({ field, form, view }: Props<'subtype'>) {
  const { t } = useView();
  const id = pickerId(field.path);
  const error = form.errors[field.path];
  return (
    <div className="form-field">
      <label htmlFor={id}>{t(field.label)}</label>
      <input type="text" id={id} name={field.path} list={`${id}-types`} defaultValue={String(form.input[field.path] ?? '')} required={isRequired(field)} maxLength={255} disabled={form.disabled} autoComplete="off" {...invalidWhen(error, `${id}-error`)} />
      <Suggestions id={`${id}-types`} values={view.suggestions} />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** A point in time (spec: date-time picker), in the console's time zone like every date it shows. */
function DateTimeField({ field, form }: Props<'datetime'>) {
  const { t } = useView();
  const id = pickerId(field.path);
  const error = form.errors[field.path];
  return (
    <div className="form-field">
      <label htmlFor={id}>{t(field.label)}</label>
      <input type="datetime-local" id={id} name={field.path} defaultValue={String(form.input[field.path] ?? '')} disabled={form.disabled} {...invalidWhen(error, `${id}-error`)} />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/**
 * The target entity: its type, then the entity of that type. With htmx another type re-lists the picker's choices as
 * it is chosen; without JavaScript the picker's search button sends the form back for them. The type the choices were
 * drawn for goes along, so an entity of the other type is not kept.
 */
function TargetField({ field, form, view }: Props<'target'>) {
  const { t, url } = useView();
  const parts = targetParts(field.path);
  const typeId = pickerId(parts.type);
  const relist = form.disabled
    ? {}
    : { 'hx-get': url(`/search/${BY_TYPE}`), 'hx-trigger': 'change', 'hx-target': `#${pickerId(parts.id)}`, 'hx-swap': 'innerHTML', 'hx-vals': pickerSearchVals(view.picker, 'select', { shown: parts.shown }) };
  return (
    <fieldset className="target-field">
      <legend>{t(field.label)}</legend>
      <div className="form-field">
        <label htmlFor={typeId}>{t('entity.entity-type')}</label>
        <input type="hidden" id={pickerId(parts.shown)} name={parts.shown} value={view.type} />
        <select id={typeId} name={parts.type} defaultValue={view.type} disabled={form.disabled} {...relist}>
          {view.types.map((type) => (
            <option key={type.value} value={type.value}>
              {type.label}
            </option>
          ))}
        </select>
      </div>
      <EntityPicker picker={view.picker} disabled={form.disabled} />
    </fieldset>
  );
}

/** An entity key list: the shared chip list, with the target's keys suggested. */
function KeysField({ field, form, view }: Props<'keys'>) {
  const { t } = useView();
  return (
    <ChipList
      id={pickerId(field.path)}
      name={field.path}
      addName={keysAddField(field.path)}
      legend={t(field.label)}
      keys={view.keys}
      suggestions={view.suggestions}
      disabled={form.disabled}
      error={form.errors[field.path]}
    />
  );
}

/** A compound field of an entity form, drawn by its kind. */
export function CompoundField({ field, form }: { field: FieldDef; form: FormView }) {
  const view = form.compounds[field.path];
  switch (view?.kind) {
    case 'subtype':
      return <SubtypeField field={field} form={form} view={view} />;
    case 'datetime':
      return <DateTimeField field={field} form={form} view={view} />;
    case 'target':
      return <TargetField field={field} form={form} view={view} />;
    case 'keys':
      return <KeysField field={field} form={form} view={view} />;
    default:
      return null;
  }
}
