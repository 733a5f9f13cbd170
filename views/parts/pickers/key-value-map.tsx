import type { KeyValueRow, KeyValueRowErrors } from '../../../server/domain/pickers/key-value-map.ts';
import { ADD_ROW, FORM_EDIT, REMOVE_ROW } from '../../../server/domain/form-rows.ts';
import { FieldError, invalidWhen } from '../../form-parts.tsx';
import { Icon } from '../../icon.tsx';
import { useView } from '../../view-context.tsx';

/** A row field's numbered label and its placeholder, by member. */
const MEMBER_TEXT = {
  key: { label: 'key-val.key-n', placeholder: 'key-val.key' },
  value: { label: 'key-val.value-n', placeholder: 'key-val.value' },
} as const;

export interface KeyValueMapProps {
  id: string;
  /** The map's JSON path: rows post as `<name>.<index>.key` / `.value`; `readKeyValueMap` reads them into the object. */
  name: string;
  label: string;
  rows: readonly KeyValueRow[];
  /** Translation keys by row index (`readKeyValueMap`). */
  errors?: Record<number, KeyValueRowErrors>;
  error?: string;
  disabled?: boolean;
  readOnly?: boolean;
}

/**
 * The key-value map editor (widgets spec §2): a row of key and value per entry, each with its remove button, and an
 * add button. The buttons are submit buttons of the repeating-row mechanism (server/domain/form-rows.ts): the form
 * comes back with the row added or removed and everything typed kept, without JavaScript. The owning form starts
 * with `DefaultSubmit`, so Enter in a field submits the form rather than the first remove button.
 */
export function KeyValueMap({ id, name, label, rows, errors = {}, error, disabled, readOnly }: KeyValueMapProps) {
  const { t } = useView();
  const editable = !disabled && !readOnly;
  const remove = t('key-val.remove-entry');
  return (
    <fieldset className="key-value-map" id={id} disabled={disabled} aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{label}</legend>
      {rows.length === 0 ? <p className="key-value-empty">{t('key-val.no-data')}</p> : (
        <div className="key-value-head" aria-hidden="true"><span>{t('key-val.key')}</span><span>{t('key-val.value')}</span></div>
      )}
      {rows.map((row, position) => {
        const rowId = `${id}-${row.index}`;
        const problems = errors[row.index] ?? {};
        const number = String(position + 1);
        const cell = (member: 'key' | 'value') => (
          <RowField id={`${rowId}-${member}`} name={`${name}.${row.index}.${member}`} label={t(MEMBER_TEXT[member].label, { index: number })}
            placeholder={t(MEMBER_TEXT[member].placeholder)} value={row[member]} error={problems[member] ? t(problems[member]) : undefined} readOnly={readOnly} />
        );
        return (
          <div className="key-value-row" key={row.index}>
            {cell('key')}
            {cell('value')}
            {editable && (
              <button type="submit" className="icon-button" name={FORM_EDIT} value={`${REMOVE_ROW}:${name}.${row.index}`} formNoValidate title={remove} aria-label={remove}>
                <Icon name="close" />
              </button>
            )}
          </div>
        );
      })}
      <FieldError id={`${id}-error`} message={error} />
      {editable && (
        <button type="submit" className="button" name={FORM_EDIT} value={`${ADD_ROW}:${name}`} formNoValidate>
          <Icon name="add" /> {t('key-val.add-entry')}
        </button>
      )}
    </fieldset>
  );
}

/** A row's key or value: a text field with its (visually hidden) numbered label and its error. */
function RowField({ id, name, label, placeholder, value, error, readOnly }: {
  id: string; name: string; label: string; placeholder: string; value: string; error?: string; readOnly?: boolean;
}) {
  return (
    <div className="form-field">
      <label htmlFor={id} className="visually-hidden">{label}</label>
      <input type="text" id={id} name={name} defaultValue={value} required readOnly={readOnly} placeholder={placeholder} {...invalidWhen(error, `${id}-error`)} />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
