import { useView } from '../view-context.tsx';
import { VALUE_TYPES, VALUE_TYPE_LABELS, type ValueType } from '../../server/domain/typed-value.ts';

export interface TypedValueInputProps {
  idPrefix: string;
  type: ValueType;
  text: string;
  checked: boolean;
  error?: string;
  /** Nothing posted, nothing changed. */
  disabled?: boolean;
  /** The value posted as it is, not changed: the type offers only itself (HTML's select has no read-only state). */
  readOnly?: boolean;
}

/**
 * The typed value input (widgets spec): a type select and the value, a check box for booleans and a text for the
 * rest. Without JavaScript both are there; CSS shows the one the checked type needs (`:has`), so no script is needed.
 */
export function TypedValueInput({ idPrefix, type, text, checked, error, disabled, readOnly }: TypedValueInputProps) {
  const { t } = useView();
  const errorId = `${idPrefix}-value-error`;
  const types = readOnly ? [type] : VALUE_TYPES;
  return (
    <div className="typed-value">
      <div className="field form-field">
        <label htmlFor={`${idPrefix}-type`}>{t('value.type')}</label>
        <select id={`${idPrefix}-type`} name="type" defaultValue={type} disabled={disabled} aria-readonly={readOnly || undefined}>
          {types.map((v) => (
            <option key={v} value={v}>
              {t(VALUE_TYPE_LABELS[v])}
            </option>
          ))}
        </select>
      </div>
      <div className="field form-field typed-value-text">
        <label htmlFor={`${idPrefix}-value`}>{t('value.value')}</label>
        <textarea id={`${idPrefix}-value`} name="value" rows={type === 'JSON' ? 6 : 1} defaultValue={text} disabled={disabled} readOnly={readOnly}
          aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} />
      </div>
      <div className="field form-field typed-value-boolean">
        <label>
          <input type="checkbox" name="booleanValue" value="true" defaultChecked={checked} disabled={disabled || readOnly} />
          {t('value.true')}
        </label>
        {readOnly && checked && <input type="hidden" name="booleanValue" value="true" />}
      </div>
      {error && (
        <span id={errorId} className="field-error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
