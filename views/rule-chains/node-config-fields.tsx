import { FieldError, invalidWhen } from '../form-parts.tsx';
import { CodeEditor } from '../parts/code-editor.tsx';
import { ScriptLangToggle } from '../parts/script-lang-toggle.tsx';
import { SuggestedConfigControl } from './node-config-suggested.tsx';
import { useView } from '../view-context.tsx';
import { configPath, WHOLE_CONFIGURATION, type ConfigField, type ConfigInput } from '../../server/domain/node-config-form.ts';

export interface ConfigFormView {
  fields: ConfigField[];
  input: ConfigInput;
  /** Translated messages by field path. */
  errors: Record<string, string>;
  /** A link to the script test dialog per script field path. */
  tests: Record<string, string>;
}

const idOf = (path: string) => `node-${path.replace(/[^A-Za-z0-9_-]/g, '-')}`;

/** One configuration member's control, named by its JSON path in the node; labels are the console's where it knows the member. */
function ConfigControl({ field: described, form }: { field: ConfigField; form: ConfigFormView }) {
  const { t, url } = useView();
  const field = { ...described, label: described.labelKey ? t(described.labelKey, { defaultValue: described.label }) : described.label };
  const optionLabel = (option: string) => field.optionLabels?.[option] ?? (field.optionKeys?.[option] ? t(field.optionKeys[option], { defaultValue: option }) : option);
  const path = configPath(field.name);
  const id = idOf(path);
  const errorId = `${id}-error`;
  const error = form.errors[path];
  const value = form.input[path];
  const textValue = typeof value === 'string' ? value : '';
  if (field.suggested) return <SuggestedConfigControl field={{ ...field, suggested: field.suggested }} id={id} name={path} label={field.label} value={value} error={error} />;
  if (field.type === 'script' || field.type === 'json' || field.type === 'map') {
    const language = field.type === 'script' ? (field.language === 'TBEL' ? 'tbel' : 'javascript') : 'json';
    return (
      <>
        <CodeEditor id={id} name={path} label={field.label} value={textValue} language={language} error={error} rows={field.type === 'script' ? 8 : 5} />
        {form.tests[path] && (
          // Sends the script as typed to the test dialog (the form's other changes wait for Apply).
          <button type="submit" className="button" formAction={url(form.tests[path])} formNoValidate name="op" value="open">
            {t('rulenode.test-script-function')}
          </button>
        )}
      </>
    );
  }
  if (field.name === 'scriptLang' && field.type === 'choice') {
    return <ScriptLangToggle id={id} name={path} value={textValue === 'TBEL' ? 'TBEL' : 'JS'} error={error} labelled />;
  }
  if (field.type === 'boolean') {
    return (
      <label className="check-field">
        <input type="checkbox" id={id} name={path} value="true" defaultChecked={value === true} />
        <span>{field.label}</span>
      </label>
    );
  }
  if (field.type === 'choices') {
    const checked = Array.isArray(value) ? value : [];
    return (
      <fieldset className="form-field choices-field" {...invalidWhen(error, errorId)}>
        <legend>{field.label}</legend>
        {(field.options ?? []).map((option) => (
          <label key={option} className="check-field">
            <input type="checkbox" name={path} value={option} defaultChecked={checked.includes(option)} />
            <span>{optionLabel(option)}</span>
          </label>
        ))}
        <FieldError id={errorId} message={error} />
      </fieldset>
    );
  }
  return (
    <div className="form-field">
      <label htmlFor={id}>{field.label}</label>
      {field.type === 'choice' ? (
        <select id={id} name={path} defaultValue={textValue} {...invalidWhen(error, errorId)}>
          <option value="" />
          {(field.options ?? []).map((option) => (
            <option key={option} value={option}>
              {optionLabel(option)}
            </option>
          ))}
        </select>
      ) : field.type === 'text' || field.type === 'strings' ? (
        <textarea id={id} name={path} rows={field.type === 'strings' ? 4 : 3} defaultValue={textValue} {...invalidWhen(error, errorId)} />
      ) : (
        <input id={id} name={path} type="text" inputMode={field.type === 'string' ? undefined : 'decimal'} defaultValue={textValue} {...invalidWhen(error, errorId)} />
      )}
      <FieldError id={errorId} message={error} />
      {field.type === 'strings' && <span className="field-hint">{t('rulenode.one-per-line')}</span>}
    </div>
  );
}

/** The node's configuration form, or one JSON editor of the whole configuration when the component has no form. */
export function NodeConfigFields({ form }: { form: ConfigFormView }) {
  const { t } = useView();
  if (form.fields.length === 0) {
    const value = form.input[WHOLE_CONFIGURATION];
    return (
      <CodeEditor id={idOf(WHOLE_CONFIGURATION)} name={WHOLE_CONFIGURATION} label={t('rulenode.configuration')} value={typeof value === 'string' ? value : ''} language="json" error={form.errors[WHOLE_CONFIGURATION]} />
    );
  }
  return (
    <fieldset className="node-configuration">
      <legend>{t('rulenode.configuration')}</legend>
      {form.fields.map((field) => (
        <ConfigControl key={field.name} field={field} form={form} />
      ))}
    </fieldset>
  );
}
