import type { FieldDef } from '../domain/entity-form.ts';

/** An e-mail address as upstream's contact form checks it. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The contact block of tenants and customers (console-map §3.3, §3.5): members at the entity's top level. */
export const CONTACT_FIELDS: readonly FieldDef[] = [
  { path: 'country', label: 'contact.country', control: { kind: 'text' }, validators: [{ rule: 'maxLength', max: 255, message: 'contact.max-length' }] },
  { path: 'state', label: 'contact.state', control: { kind: 'text' }, validators: [{ rule: 'maxLength', max: 255, message: 'contact.max-length' }] },
  { path: 'city', label: 'contact.city', control: { kind: 'text' }, validators: [{ rule: 'maxLength', max: 255, message: 'contact.max-length' }] },
  { path: 'zip', label: 'contact.postal-code', control: { kind: 'text' }, validators: [{ rule: 'maxLength', max: 255, message: 'contact.max-length' }] },
  { path: 'address', label: 'contact.address', control: { kind: 'text' }, validators: [{ rule: 'maxLength', max: 255, message: 'contact.max-length' }] },
  { path: 'address2', label: 'contact.address2', control: { kind: 'text' }, validators: [{ rule: 'maxLength', max: 255, message: 'contact.max-length' }] },
  { path: 'phone', label: 'contact.phone', control: { kind: 'text' }, validators: [{ rule: 'maxLength', max: 255, message: 'contact.max-length' }] },
  {
    path: 'email',
    label: 'contact.email',
    control: { kind: 'text' },
    validators: [
      { rule: 'maxLength', max: 255, message: 'contact.max-length' },
      { rule: 'pattern', pattern: EMAIL, message: 'contact.email-invalid' },
    ],
  },
];
