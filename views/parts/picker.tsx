import type { ReactNode } from 'react';
import { FieldError, invalidWhen } from '../form-parts.tsx';
import { useScript } from '../page-scripts.tsx';
import { useView } from '../view-context.tsx';
import type { PickerView } from '../../server/domain/entity-view.ts';
import { PickerChecks, PickerOptions } from './picker-choices.tsx';

/** The id of a picker's control, from the JSON path it fills. */
export function pickerId(name: string): string {
  return `field-${name.replace(/[^A-Za-z0-9_-]/g, '-')}`;
}

/** Where a picker's type-ahead asks for choices: `/search/<kind>`, or for a picker whose kind follows a type field `/search/by-type`. */
export const BY_TYPE = 'by-type';

/** What a picker's type-ahead sends besides the text: the field, its control, the empty choice, the owner, the type field. */
export function pickerSearchVals(picker: PickerView, control: 'select' | 'checklist', extra: Record<string, string> = {}): string {
  return JSON.stringify({
    ...extra,
    field: picker.name,
    control,
    ...(picker.required ? {} : { empty: picker.emptyLabel ?? '' }),
    ...(picker.owner ? { owner: picker.owner } : {}),
    ...(picker.ownerField ? { ownerField: picker.ownerField } : {}),
    ...(picker.kindFrom ? { typeOf: picker.kindFrom } : {}),
  });
}

/**
 * The picker's search (spec §4: typing narrows the choices, 150 ms debounced). Without JavaScript a search field and
 * button send the form back to the server, which answers with the narrowed choices and the input kept; with htmx a
 * second field (outside the form) asks the console's `/search/<kind>` and swaps the choices.
 */
function PickerSearch({ picker, targetId, control }: { picker: PickerView; targetId: string; control: 'select' | 'checklist' }) {
  const { t, url } = useView();
  useScript('htmx');
  const label = t('entity.search-choices', { label: picker.label });
  const vals = pickerSearchVals(picker, control);
  // A picker whose kind or owner follows another field asks with that field's value.
  const other = picker.kindFrom ?? picker.ownerField;
  const include = other ? `#${targetId}, #${pickerId(other)}` : `#${targetId}`;
  return (
    <div className="picker-search">
      <input type="search" className="no-js-only" name={`${picker.name}.search`} defaultValue={picker.search} aria-label={label} maxLength={255} />
      <button type="submit" className="button no-js-only" name="_search" value={picker.name} formNoValidate>
        {t('action.search')}
      </button>
      <input
        type="search"
        className="js-only"
        name="textSearch"
        form=""
        defaultValue={picker.search}
        aria-label={label}
        placeholder={t('action.search')}
        maxLength={255}
        autoComplete="off"
        hx-get={url(`/search/${picker.kindFrom ? BY_TYPE : picker.kind}`)}
        hx-trigger="input changed delay:150ms"
        hx-target={`#${targetId}`}
        hx-swap="innerHTML"
        hx-include={include}
        hx-vals={vals}
      />
    </div>
  );
}

/** An entity autocomplete (asset profile, customer, ...): a select of the first page of choices, and its search. */
export function EntityPicker({ picker, disabled, hint, options }: { picker: PickerView; disabled?: boolean; hint?: string; /** Its options when written apart (`entityPickerMarkup`). */ options?: ReactNode }) {
  const id = pickerId(picker.name);
  const errorId = `${id}-error`;
  return (
    <div className="form-field picker">
      <label htmlFor={id}>{picker.label}</label>
      <select id={id} name={picker.name} required={picker.required} disabled={disabled} defaultValue={picker.selected[0] ?? ''} {...invalidWhen(picker.error, errorId)}>
        {options ?? <PickerOptions picker={picker} />}
      </select>
      {!disabled && <PickerSearch picker={picker} targetId={id} control="select" />}
      <FieldError id={errorId} message={picker.error} />
      {hint && <span className="field-hint">{hint}</span>}
    </div>
  );
}

/** An entity list (add entities to a customer or an edge): check boxes of the first page of choices, and their search. */
export function EntityListPicker({ picker, disabled }: { picker: PickerView; disabled?: boolean }) {
  const id = `${pickerId(picker.name)}-choices`;
  const errorId = `${id}-error`;
  const { t } = useView();
  return (
    <fieldset className="picker-list" {...invalidWhen(picker.error, errorId)}>
      <legend>{picker.label}</legend>
      {!disabled && <PickerSearch picker={picker} targetId={id} control="checklist" />}
      {/* A disabled list's boxes take no focus: the region does, so that the keyboard can scroll it. */}
      <div id={id} className="choices" {...(disabled ? { tabIndex: 0, role: 'group', 'aria-label': picker.label } : {})}>
        <PickerChecks picker={picker} disabled={disabled} />
      </div>
      {picker.more && <span className="field-hint">{t('entity.more-choices')}</span>}
      <FieldError id={errorId} message={picker.error} />
    </fieldset>
  );
}
