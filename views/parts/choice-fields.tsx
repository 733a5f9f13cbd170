import { FieldError, invalidWhen } from '../form-parts.tsx';
import { PHONE_NUMBER_INPUT, PhoneNumberInput, countryChangeAttributes, type PhoneNumberView } from './phone-number-input.tsx';
import { useView } from '../view-context.tsx';
import { type Choice, type FieldDef } from '../../server/domain/entity-form.ts';
import { isRequired } from '../../server/domain/form-validators.ts';
import type { FormView } from '../../server/domain/entity-view.ts';
import { pickerId } from './picker.tsx';
import { callingCode, phoneCountries, phoneCountryField, phoneLegacyField } from '../../server/domain/phone-field.ts';

/** The field's id and its error line's id. */
function ids(path: string) {
  const id = pickerId(path);
  return { id, errorId: `${id}-error` };
}

/**
 * A select of a fixed list of choices; a stored value the list lacks (a legacy country name) stays a choice. With
 * `refresh`, a button shows the form again for the choice (fields shown `when` it has a value), without JavaScript.
 */
export function SelectField({ field, form, choices }: { field: FieldDef; form: FormView; choices: readonly Choice[] }) {
  const { t } = useView();
  const { id, errorId } = ids(field.path);
  const value = String(form.input[field.path] ?? '');
  const error = form.errors[field.path];
  const known = value === '' || choices.some((c) => c.value === value);
  if (field.readOnly) return <ReadOnlyChoice id={id} name={field.path} label={t(field.label)} value={value} choices={choices} />;
  return (
    <div className="form-field">
      <label htmlFor={id}>{t(field.label)}</label>
      <select id={id} name={field.path} defaultValue={value} required={isRequired(field)} disabled={form.disabled} {...invalidWhen(error, errorId)}>
        {!isRequired(field) && <option value="" />}
        {!known && <option value={value}>{value}</option>}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {'text' in choice ? choice.text : t(choice.label)}
          </option>
        ))}
      </select>
      {field.control.kind === 'select' && field.control.refresh && !form.disabled && (
        // The same button as a picker's search: the form comes back for the choice, with the input kept.
        <button type="submit" className="button" name="_search" value={field.path} formNoValidate>
          {field.control.refresh === true ? t('entity.apply-choice', { label: t(field.label) }) : t(field.control.refresh)}
        </button>
      )}
      <FieldError id={errorId} message={error} />
      {field.hint && <span className="field-hint">{t(field.hint)}</span>}
    </div>
  );
}

/** A read-only select (HTML's select has no read-only state): the choice's name shown, its value posted. */
function ReadOnlyChoice({ id, name, label, value, choices }: { id: string; name: string; label: string; value: string; choices: readonly Choice[] }) {
  const { t } = useView();
  const choice = choices.find((c) => c.value === value);
  const shown = choice ? ('text' in choice ? choice.text : t(choice.label)) : value;
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <input type="text" id={id} value={shown} readOnly />
      <input type="hidden" name={name} value={value} />
    </div>
  );
}

/**
 * The phone input: the country's calling code chosen beside the number (saved in E.164). In legacy mode (a stored
 * number that does not parse) only the text, sent back with the mode so it is checked as text. Read-only: the number
 * as stored (E.164 names its country), the country kept in a hidden field.
 */
export function PhoneField({ field, form }: { field: FieldDef; form: FormView }) {
  const { t, lang, url, scripts } = useView();
  const { id, errorId } = ids(field.path);
  const countryId = `${id}-country`;
  const error = form.errors[field.path];
  const legacy = form.input[phoneLegacyField(field.path)] === true;
  // The country select draws the number again through htmx.
  if (!legacy && !field.readOnly && !form.disabled) scripts.add('htmx');
  const country = String(form.input[phoneCountryField(field.path)] ?? '');
  const names = new Intl.DisplayNames(lang.replace('_', '-'), { type: 'region' });
  const number: PhoneNumberView = {
    id,
    name: field.path,
    value: String(form.input[field.path] ?? ''),
    country,
    legacy,
    required: field.control.kind === 'phone' && !field.control.optional,
    disabled: form.disabled,
    readOnly: field.readOnly,
    errorId: error ? errorId : undefined,
  };
  return (
    <div className="form-field phone-field">
      <label htmlFor={id}>{t(field.label)}</label>
      <div className="phone-inputs">
        {legacy ? (
          <input type="hidden" name={phoneLegacyField(field.path)} value="true" />
        ) : field.readOnly ? (
          <input type="hidden" name={phoneCountryField(field.path)} value={country} />
        ) : (
          <select id={countryId} name={phoneCountryField(field.path)} defaultValue={country} disabled={form.disabled} aria-label={t('phone-input.country')} {...countryChangeAttributes(number, url(PHONE_NUMBER_INPUT))}>
            {phoneCountries().map((code) => (
              <option key={code} value={code}>
                {`${names.of(code) ?? code} +${callingCode(code)}`}
              </option>
            ))}
          </select>
        )}
        <PhoneNumberInput view={number} />
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
