import type { CountryCode } from 'libphonenumber-js';
import type { FormInput } from './entity-form.ts';
import { onFirstUse } from '../lazy-package.ts';

const phoneNumbers = onFirstUse<typeof import('libphonenumber-js')>('libphonenumber-js');
const mobileExamples = onFirstUse<typeof import('libphonenumber-js/mobile/examples').default>('libphonenumber-js/mobile/examples');

/**
 * The phone input (widgets spec: phone input): a country selector and the number, saved in E.164. A stored value that
 * does not parse keeps the form in legacy mode, where the number is free text of at most 255 characters.
 */

export const DEFAULT_PHONE_COUNTRY: CountryCode = 'US';
export const DEFAULT_PHONE_EXAMPLE = '+12015550123';
export const PHONE_MESSAGE = 'phone-input.phone-input-validation';
export const PHONE_REQUIRED = 'phone-input.phone-input-required';
const LEGACY_MAX = 255;
let countries: Set<string> | undefined;

export const phoneCountryField = (path: string) => `${path}.country`;
export const phoneLegacyField = (path: string) => `${path}.legacy`;

export function phoneCountries(): readonly CountryCode[] {
  return phoneNumbers().getCountries();
}

export function callingCode(country: CountryCode): string {
  return phoneNumbers().getCountryCallingCode(country);
}

/** The placeholder of a country's number: its example mobile number in E.164, the United States' for a country with none. */
export function phoneExample(country: string): string {
  return phoneNumbers().getExampleNumber(countryOf(country), mobileExamples())?.number ?? DEFAULT_PHONE_EXAMPLE;
}

function countryOf(value: string): CountryCode {
  countries ??= new Set(phoneCountries());
  return countries.has(value) ? (value as CountryCode) : DEFAULT_PHONE_COUNTRY;
}

/** The number as typed with its country, when it is a valid and possible one. */
function parsed(value: string, country: CountryCode) {
  const number = phoneNumbers().parsePhoneNumberFromString(value, country);
  return number && number.isValid() && number.isPossible() ? number : undefined;
}

/** Nothing but the country's calling code (what the selector leaves in the field). */
function onlyCallingCode(value: string, country: CountryCode): boolean {
  const compact = value.replace(/\s/g, '');
  return compact === '' || compact === `+${callingCode(country)}`;
}

/** The form's members for a stored number: its country when it parses, else legacy mode. */
export function storedPhoneInput(path: string, stored: string): FormInput {
  if (stored === '') return { [path]: '', [phoneCountryField(path)]: DEFAULT_PHONE_COUNTRY, [phoneLegacyField(path)]: false };
  const number = phoneNumbers().parsePhoneNumberFromString(stored);
  if (number?.isValid()) return { [path]: stored, [phoneCountryField(path)]: number.country ?? DEFAULT_PHONE_COUNTRY, [phoneLegacyField(path)]: false };
  return { [path]: stored, [phoneCountryField(path)]: DEFAULT_PHONE_COUNTRY, [phoneLegacyField(path)]: true };
}

/** The form's members as posted (`<path>`, `<path>.country`, `<path>.legacy`). */
export function postedPhoneInput(path: string, read: (member: string) => string): FormInput {
  return {
    [path]: read(path).trim(),
    [phoneCountryField(path)]: countryOf(read(phoneCountryField(path))),
    [phoneLegacyField(path)]: read(phoneLegacyField(path)) === 'true',
  };
}

/** The message key when the posted number is not one, or none is and one is required (legacy: only too long or required). */
export function phoneError(path: string, input: FormInput, required: boolean): string | undefined {
  const value = String(input[path] ?? '');
  if (input[phoneLegacyField(path)] === true) {
    if (value.trim() === '') return required ? PHONE_REQUIRED : undefined;
    return value.length > LEGACY_MAX ? PHONE_MESSAGE : undefined;
  }
  const country = countryOf(String(input[phoneCountryField(path)]));
  if (onlyCallingCode(value, country)) return required ? PHONE_REQUIRED : undefined;
  return parsed(value, country) ? undefined : PHONE_MESSAGE;
}

/** What the entity stores: E.164, the legacy text as it is, or null for no number. */
export function savedPhone(path: string, input: FormInput): string | null {
  const value = String(input[path] ?? '');
  if (input[phoneLegacyField(path)] === true) return value === '' ? null : value;
  const country = countryOf(String(input[phoneCountryField(path)]));
  if (onlyCallingCode(value, country)) return null;
  return parsed(value, country)?.number ?? null;
}
