import { countryChoices, postalCodeFits } from './countries.ts';
import { isEmail } from './email-format.ts';
import type { FieldDef } from './entity-form.ts';

/**
 * The contact block (widgets spec: contact form section; console-map §3.3) of customers and tenants: fields at the
 * entity's top level, with upstream's message keys. The postal code is checked against the chosen country's format.
 */
export const CONTACT_FIELDS: readonly FieldDef[] = [
  { path: 'country', label: 'contact.country', control: { kind: 'select', options: countryChoices } },
  { path: 'city', label: 'contact.city', control: { kind: 'text' }, validators: [{ rule: 'maxLength', max: 255, message: 'contact.city-max-length' }] },
  { path: 'state', label: 'contact.state', control: { kind: 'text' }, validators: [{ rule: 'maxLength', max: 255, message: 'contact.state-max-length' }] },
  {
    path: 'zip',
    label: 'contact.postal-code',
    control: { kind: 'text' },
    validators: [{ rule: 'check', check: (zip, input) => (postalCodeFits(String(input.country ?? ''), zip) ? undefined : 'contact.postal-code-invalid') }],
  },
  { path: 'address', label: 'contact.address', control: { kind: 'text' } },
  { path: 'address2', label: 'contact.address2', control: { kind: 'text' } },
  { path: 'phone', label: 'contact.phone', control: { kind: 'phone', optional: true } },
  { path: 'email', label: 'contact.email', control: { kind: 'text' }, validators: [{ rule: 'check', check: (email) => (isEmail(email) ? undefined : 'user.invalid-email-format') }] },
];
