import { inputFields, type InputField } from '../../../../server/dashboards/input-fields.ts';
import { bool, text } from '../../../../server/dashboards/json-read.ts';
import type { KeyValue, WidgetView } from '../../../../server/domain/dashboard/dashboard-view.ts';
import { FieldError, invalidWhen } from '../../../form-parts.tsx';
import { useView } from '../../../view-context.tsx';
import { useCustomText } from '../../custom-text.ts';
import { WidgetForm } from '../../widget-form.tsx';
import type { WidgetProps } from '../widget-props.ts';

function currentValue(widget: WidgetView, key: string): string | null {
  const values: KeyValue[] = widget.data.rows[0]?.values ?? [];
  return values.find((v) => v.key.name === key)?.latest?.value ?? null;
}

/** A stored time as the value of a datetime-local input (the server's time zone, as the console shows dates). */
function localDateTime(value: string | null): string {
  const ms = Number(value);
  if (!value || !Number.isFinite(ms)) return '';
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

function Field({ widget, field, shown }: { widget: WidgetView; field: InputField; shown: string | null }) {
  const { t } = useView();
  const text_ = useCustomText();
  const id = `f${widget.index}-${field.key}`;
  const errorId = `${id}-error`;
  const error = widget.form?.fieldErrors[field.key];
  const guard = field.disabledOnKey ? currentValue(widget, field.disabledOnKey) : null;
  const disabled = !field.editable || (field.disabledOnKey !== null && guard !== 'true');
  const common = { id, name: field.key, disabled, required: field.required, ...invalidWhen(error, errorId) };
  const label = text_(field.label);
  if (field.type === 'boolean') {
    return (
      <div className="form-field checkbox-field">
        <label htmlFor={id}>
          <input type="checkbox" value="true" defaultChecked={shown === 'true'} {...common} required={false} />
          {label}
        </label>
      </div>
    );
  }
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      {field.type === 'json' ? (
        <textarea rows={4} defaultValue={shown ?? ''} {...common} />
      ) : (
        <input
          type={field.type === 'integer' || field.type === 'double' ? 'number' : field.type === 'date' ? 'datetime-local' : 'text'}
          // Decimals are always accepted: upstream's step only sets the arrows' increment, and a browser would refuse 27.5 at step 1.
          step={field.type === 'double' ? 'any' : field.type === 'integer' ? (field.step ?? 1) : undefined}
          min={field.type !== 'string' ? (field.min ?? undefined) : undefined}
          max={field.type !== 'string' ? (field.max ?? undefined) : undefined}
          minLength={field.type === 'string' ? (field.min ?? undefined) : undefined}
          maxLength={field.type === 'string' ? (field.max ?? undefined) : undefined}
          defaultValue={field.type === 'date' && widget.form?.values[field.key] === undefined ? localDateTime(shown) : (shown ?? '')}
          {...common}
        />
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/**
 * The input widgets (update_* attribute and time-series types, update_multiple_attributes, update_json_attribute):
 * a form of the widget's keys with their current values, posted to the console, which validates the values by
 * their types and limits and writes them to the widget's entity. Refused input comes back with what was typed.
 */
export function AttributeForm({ widget }: WidgetProps) {
  const { t } = useView();
  const text_ = useCustomText();
  const fields = inputFields(widget.config) ?? [];
  const entity = widget.data.rows[0]?.entity ?? null;
  const s = widget.config.settings;
  if (!entity) return <p className="no-data">{t('widget.no-entity-selected')}</p>;
  const heading = text(s.widgetTitle) || (bool(s.showGroupTitle, false) ? text(s.groupTitle).replace('${entityName}', entity.name) : '');
  return (
    <WidgetForm widgetId={widget.config.id} action="attributes" className={`attribute-form align-${text(s.fieldsAlignment, 'column')}`} label={text_(widget.config.title)}>
      {heading && <h3 className="form-title">{text_(heading)}</h3>}
      {widget.form?.error && <p className="form-error" role="alert">{widget.form.error}</p>}
      {fields.map((f) => (
        <Field key={f.key} widget={widget} field={f} shown={widget.form?.values[f.key] ?? currentValue(widget, f.key)} />
      ))}
      <div className="form-actions">
        <button type="submit" className="button primary">{text_(text(s.saveButtonLabel)) || t('action.save')}</button>
      </div>
    </WidgetForm>
  );
}
