import type { ReactNode } from 'react';
import { FieldError, invalidWhen } from '../../form-parts.tsx';
import { useView } from '../../view-context.tsx';
import { matchedSubtype } from '../../../server/domain/pickers/type-pickers.ts';
import type { TypeChoice } from '../../../server/tables/type-picker-views.ts';
import { pickerId } from '../picker.tsx';

interface SelectProps {
  /** The JSON path it posts under; its id is drawn from it unless given. */
  name: string;
  id?: string;
  /** The label's text; shown unless `hideLabel` (then only for assistive technology). */
  label: string;
  hideLabel?: boolean;
  choices: readonly TypeChoice[];
  /** The chosen value; '' for none. */
  value: string;
  /** The empty first choice's text; none when a value is required. */
  emptyLabel?: string;
  required?: boolean;
  disabled?: boolean;
  /** Shown as text, posted as a hidden input. */
  readOnly?: boolean;
  error?: string;
  /** The select's options when written apart (a list's filter from templates); else from `choices`. */
  options?: ReactNode;
}

/** A select of types, or its value as read-only text. */
function TypeSelect({ name, id = pickerId(name), label, hideLabel, choices, value, emptyLabel, required, disabled, readOnly, error, options }: SelectProps) {
  const errorId = `${id}-error`;
  const shown = choices.find((c) => c.value === value)?.label ?? emptyLabel ?? '';
  return (
    <div className="form-field type-select">
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : undefined}>
        {label}
      </label>
      {readOnly ? (
        <>
          <input type="text" id={id} value={shown} readOnly />
          <input type="hidden" name={name} value={value} />
        </>
      ) : (
        <select id={id} name={name} defaultValue={value} required={required} disabled={disabled} {...invalidWhen(error, errorId)}>
          {options ?? (
            <>
              {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
              {choices.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </>
          )}
        </select>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

type EntityTypeSelectProps = Omit<SelectProps, 'label' | 'emptyLabel'> & { label?: string };

/**
 * A single-select entity type (widgets spec §2): an empty first choice (refused by the browser when required), then
 * the allowed types by name, label 'type' unless given. The value is already reset to none when no longer allowed (server/domain/pickers/type-pickers.ts `allowedEntityType`).
 */
export function EntityTypeSelect(props: EntityTypeSelectProps) {
  const { t } = useView();
  return <TypeSelect {...props} label={props.label ?? t('entity.type')} emptyLabel="" />;
}

type SubtypeSelectProps = Omit<SelectProps, 'choices' | 'required'> & { choices: readonly string[] };

/**
 * A single-select sub-type (widgets spec §2): the tenant's sub-types of a kind after a first empty choice, 'all
 * subtypes' unless named otherwise; the value is the choice it matches once they loaded, else none
 * (server/domain/pickers/type-pickers.ts `matchedSubtype`).
 */
export function SubtypeSelect(props: SubtypeSelectProps) {
  const { t } = useView();
  const value = matchedSubtype(props.value, props.choices);
  return <TypeSelect {...props} value={value} choices={props.choices.map((c) => ({ value: c, label: c }))} emptyLabel={props.emptyLabel ?? t('entity.all-subtypes')} />;
}
