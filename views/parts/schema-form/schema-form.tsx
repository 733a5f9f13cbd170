import { createContext, useContext } from 'react';
import { FieldError, invalidWhen } from '../../form-parts.tsx';
import { BY_TYPE, EntityPicker, pickerId, pickerSearchVals } from '../picker.tsx';
import type { PickerView } from '../../../server/domain/entity-view.ts';
import { Icon } from '../../icon.tsx';
import { useView } from '../../view-context.tsx';
import { CodeEditor, type CodeLanguage } from '../code-editor.tsx';
import { MarkdownEditor } from '../markdown-editor.tsx';
import { HelpButton } from '../help-button.tsx';
import { ColourInput } from '../pickers/colour-input.tsx';
import { IconInput } from '../pickers/icon-input.tsx';
import { ITEM_ORIGIN, MARKDOWN_MODE, SCHEMA_ADD, SCHEMA_REMOVE, type FormInput } from '../../../server/domain/schema-form/schema-read.ts';
import type { FieldProblem, SchemaField } from '../../../server/domain/schema-form/schema-types.ts';

/** Fields whose value is an entity id chosen with the entity picker instead of typed, by their name (a dialog's own). */
const Pickers = createContext<Record<string, PickerView>>({});
export const SchemaPickersProvider = Pickers.Provider;
/** In a dialog whose form must keep its input: the colour and icon pickers open by posting the form with
 * `picker=<field name>` (PickerOpener); `returned` names the field whose picker the page came back from. */
const PickerDialogs = createContext<{ returned?: string } | null>(null);
export const SchemaPickerDialogsProvider = PickerDialogs.Provider;
/** The whole form disabled (every control, and no add, remove or picker buttons). */
const Disabled = createContext(false);

export interface SchemaFormProps {
  fields: readonly SchemaField[];
  /** The controls' text by name (`inputOf` a model, or what was posted). */
  input: FormInput;
  errors: Record<string, FieldProblem>;
  /** Prefix of every name: the model's path in the posted entity (e.g. `config.settings`). */
  base: string;
  /** The colour and icon picker dialogs' addresses for a field (by its name), when the page offers them. */
  pickerHref?: (kind: 'color' | 'icon', name: string) => string | undefined;
  disabled?: boolean;
}

const join = (base: string, path: string) => (base && path ? `${base}.${path}` : base || path);
/** The id of a field's control, by its name (a picker field's opener is `<id>-picker`). */
export const schemaFieldId = (name: string) => `sf-${name.replace(/[^A-Za-z0-9_-]/g, '-')}`;
const idOf = schemaFieldId;

function useProblem() {
  const { t } = useView();
  return (p: FieldProblem | undefined) => (p ? (p.text ?? t(p.key, p.values ?? {})) : undefined);
}

/**
 * A form drawn from a JSON schema and its form definition (spec: schema-driven form renderer), as plain controls
 * named by their path that post without JavaScript; `readSchemaForm` checks them on the server with the same rules.
 */
export function SchemaForm({ fields, input, errors, base, pickerHref, disabled = false }: SchemaFormProps) {
  return (
    <Disabled.Provider value={disabled}>
      <div className="schema-form">
        {fields.map((f) => (
          <SchemaFieldView key={f.path || f.title} field={f} input={input} errors={errors} base={base} pickerHref={pickerHref} />
        ))}
      </div>
    </Disabled.Provider>
  );
}

/** A field, with its help popover beside it when the form definition names a help page. */
function SchemaFieldView(props: { field: SchemaField } & Omit<SchemaFormProps, 'fields'>) {
  const { field, base } = props;
  if (!field.helpId || field.kind === 'fieldset' || field.kind === 'array') return <PlainFieldView {...props} />;
  return (
    <div className="schema-field-help">
      <PlainFieldView {...props} />
      <HelpButton id={`${idOf(join(base, field.path))}-help`} helpId={field.helpId} />
    </div>
  );
}

function PlainFieldView({ field, input, errors, base, pickerHref }: { field: SchemaField } & Omit<SchemaFormProps, 'fields'>) {
  const message = useProblem();
  const { url } = useView();
  const name = join(base, field.path);
  const pickers = useContext(Pickers);
  const dialogs = useContext(PickerDialogs);
  const disabled = useContext(Disabled);
  // A select whose value chooses a picker's kind has the id the picker's type-ahead sends along, and (htmx) re-lists
  // the picker's choices as another type is chosen.
  const follower = Object.values(pickers).find((p) => p.kindFrom === name);
  const id = follower ? pickerId(name) : idOf(name);
  const relist = follower
    ? { 'hx-get': url(`/search/${BY_TYPE}`), 'hx-trigger': 'change', 'hx-target': `#${pickerId(follower.name)}`, 'hx-swap': 'innerHTML', 'hx-vals': pickerSearchVals(follower, 'select') }
    : {};
  const errorId = `${id}-error`;
  const error = message(errors[name]);
  const value = input[name] ?? '';
  const hint = field.description ? <span className="field-hint">{field.description}</span> : null;
  const picker = pickers[name];
  if (picker && field.kind !== 'fieldset' && field.kind !== 'array') return <EntityPicker picker={{ ...picker, error: error ?? picker.error }} disabled={disabled} />;
  if (field.kind === 'fieldset') {
    return (
      <fieldset className="form-section">
        <legend>{field.title}</legend>
        {field.children.map((c) => (
          <SchemaFieldView key={c.path} field={c} input={input} errors={errors} base={base} pickerHref={pickerHref} />
        ))}
      </fieldset>
    );
  }
  if (field.kind === 'array') return <ArrayField field={field} input={input} errors={errors} base={base} pickerHref={pickerHref} />;
  if (field.kind === 'color' || field.kind === 'icon') {
    const Input = field.kind === 'color' ? ColourInput : IconInput;
    return <Input id={id} name={name} label={field.title} value={value} error={error} required={field.required} disabled={disabled} readOnly={field.readOnly} pickerHref={pickerHref?.(field.kind, name)}
      pickerPost={dialogs ? name : undefined} returned={dialogs?.returned === name} />;
  }
  if (field.kind === 'code' && field.language === 'markdown') {
    const modeName = `${name}.${MARKDOWN_MODE}`;
    const mode = input[modeName] === 'preview' ? 'preview' : 'edit';
    return <MarkdownEditor id={id} name={name} label={field.title} value={value} mode={mode} modeName={modeName} required={field.required} error={error} disabled={disabled} readOnly={field.readOnly} />;
  }
  if (field.kind === 'code' || field.kind === 'json') {
    return <CodeEditor id={id} name={name} label={field.title} value={value} language={(field.language ?? 'json') as CodeLanguage} error={error} rows={field.kind === 'json' ? 6 : 8} disabled={disabled} readOnly={field.readOnly} />;
  }
  if (field.kind === 'checkbox') {
    return (
      <div className="form-field">
        <label className="check-field">
          <input type="checkbox" id={id} name={name} value="true" defaultChecked={value === 'true'} disabled={disabled || field.readOnly} />
          <span>{field.title}</span>
        </label>
        {hint}
      </div>
    );
  }
  const common = { id, name, required: field.required, disabled, readOnly: field.readOnly, ...invalidWhen(error, errorId) };
  return (
    <div className="form-field">
      <label htmlFor={id}>{field.title}</label>
      {field.kind === 'select' ? (
        <select {...common} {...relist} defaultValue={value}>
          {!field.required && <option value="" />}
          {value !== '' && !field.choices.some((c) => c.value === value) && <option value={value}>{value}</option>}
          {field.choices.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      ) : field.kind === 'textarea' ? (
        <textarea {...common} rows={3} defaultValue={value} maxLength={field.maxLength ?? undefined} />
      ) : field.kind === 'number' || field.kind === 'integer' ? (
        <input {...common} type="text" inputMode={field.kind === 'integer' ? 'numeric' : 'decimal'} defaultValue={value} />
      ) : (
        <input {...common} type="text" defaultValue={value} maxLength={field.maxLength ?? undefined} list={field.suggestions ?? undefined} autoComplete={field.suggestions ? 'off' : undefined} />
      )}
      <FieldError id={errorId} message={error} />
      {hint}
    </div>
  );
}

/** An array's items, each with its remove button, and an add button; the count posts as the array's `length`. */
function ArrayField({ field, input, errors, base, pickerHref }: { field: SchemaField } & Omit<SchemaFormProps, 'fields'>) {
  const { t } = useView();
  const message = useProblem();
  const name = join(base, field.path);
  const count = Math.max(0, Number(input[`${name}.length`] ?? 0) || 0);
  const item = field.item!;
  const error = message(errors[name]);
  const disabled = useContext(Disabled);
  const fixed = field.readOnly || disabled;
  return (
    <fieldset className="form-list">
      <legend>{field.title}</legend>
      <input type="hidden" name={`${name}.length`} value={count} />
      {Array.from({ length: count }, (_, i) => {
        const itemName = `${name}.${i}`;
        const label = t('schema-form.item', { index: String(i + 1) });
        const remove = t('schema-form.remove-item', { index: String(i + 1) });
        return (
          <fieldset key={i} className="form-list-entry">
            <legend>{label}</legend>
            {!fixed && (
              <button type="submit" className="icon-button" name={SCHEMA_REMOVE} value={itemName} formNoValidate title={remove} aria-label={remove}>
                <Icon name="delete" />
              </button>
            )}
            {item.kind === 'fieldset' && input[`${itemName}.${ITEM_ORIGIN}`] !== undefined && (
              <input type="hidden" name={`${itemName}.${ITEM_ORIGIN}`} value={input[`${itemName}.${ITEM_ORIGIN}`]} />
            )}
            {item.kind === 'fieldset' ? (
              item.children.map((c) => <SchemaFieldView key={c.path} field={c} input={input} errors={errors} base={itemName} pickerHref={pickerHref} />)
            ) : (
              <SchemaFieldView field={{ ...item, title: label }} input={input} errors={errors} base={itemName} pickerHref={pickerHref} />
            )}
          </fieldset>
        );
      })}
      {error && <span className="field-error">{error}</span>}
      {!fixed && (
        <button type="submit" className="button" name={SCHEMA_ADD} value={name} formNoValidate>
          {t('schema-form.add-item')}
        </button>
      )}
    </fieldset>
  );
}
