import t from 'tap';
import { applyForm, formInputOf, parseForm } from '../../server/domain/form-input.ts';
import { DEFAULT_PHONE_COUNTRY, DEFAULT_PHONE_EXAMPLE, phoneExample } from '../../server/domain/phone-field.ts';
import type { FormDef } from '../../server/domain/entity-form.ts';

// The phone input's rules (widgets spec §2, §4, §5), on a form with one phone field as every entity form has it.
const REQUIRED: FormDef = { fields: [{ path: 'phone', label: 'contact.phone', control: { kind: 'phone' } }] };
const OPTIONAL: FormDef = { fields: [{ path: 'phone', label: 'contact.phone', control: { kind: 'phone', optional: true } }] };
const saved = (form: FormDef, body: Record<string, string>) => applyForm(form, {} as { phone?: string | null }, parseForm(form, body).input).phone;
const errors = (form: FormDef, body: Record<string, string>) => parseForm(form, body).errors;

t.test('a new number starts in the United States', async (t) => {
  t.equal(DEFAULT_PHONE_COUNTRY, 'US');
  t.same(formInputOf(REQUIRED, {}), { phone: '', 'phone.country': 'US', 'phone.legacy': false });
  t.equal(saved(REQUIRED, { 'phone.country': '', phone: '201 555 0123' }), '+12015550123', 'no country posted: the default');
  t.equal(saved(REQUIRED, { 'phone.country': 'ZZ', phone: '201 555 0123' }), '+12015550123', 'an unknown country: the default');
});

t.test('what is saved is E.164, whatever way the number was typed', async (t) => {
  t.equal(saved(REQUIRED, { 'phone.country': 'US', phone: '(201) 555-0123' }), '+12015550123');
  t.equal(saved(REQUIRED, { 'phone.country': 'FR', phone: '01 42 68 53 00' }), '+33142685300');
  t.equal(saved(REQUIRED, { 'phone.country': 'FR', phone: '+1 201 555 0123' }), '+12015550123', 'its own calling code wins over the selector');
});

t.test('a number that is not valid and possible is refused with invalidPhoneNumber', async (t) => {
  for (const phone of ['123', '+1 555', '201 555 01234567', 'call me']) {
    t.same(errors(REQUIRED, { 'phone.country': 'US', phone }), { phone: 'phone-input.phone-input-validation' }, phone);
  }
  t.equal(parseForm(REQUIRED, { 'phone.country': 'US', phone: '123' }).input.phone, '123', 'the input is kept');
});

t.test('required by default: empty, or only the calling code, is no number', async (t) => {
  for (const phone of ['', '+1', ' +1 ']) {
    t.same(errors(REQUIRED, { 'phone.country': 'US', phone }), { phone: 'phone-input.phone-input-required' }, `required: "${phone}"`);
    t.same(errors(OPTIONAL, { 'phone.country': 'US', phone }), {}, `optional: "${phone}"`);
    t.equal(saved(OPTIONAL, { 'phone.country': 'US', phone }), null, `"${phone}" saves null`);
  }
  t.same(errors(OPTIONAL, { 'phone.country': 'DE', phone: '+49' }), {}, "another country's code alone is none too");
  t.same(errors(OPTIONAL, { 'phone.country': 'DE', phone: '+1' }), { phone: 'phone-input.phone-input-validation' }, 'but not a code other than the chosen country');
});

t.test('legacy mode: a stored value that is not a valid number is checked only for length and presence', async (t) => {
  t.equal(formInputOf(REQUIRED, { phone: '555-HOME' })['phone.legacy'], true);
  t.equal(formInputOf(REQUIRED, { phone: '+12015550123' })['phone.legacy'], false);
  const legacy = (phone: string) => ({ 'phone.legacy': 'true', phone });
  t.same(errors(REQUIRED, legacy('555-HOME')), {});
  t.equal(saved(REQUIRED, legacy('555-HOME')), '555-HOME', 'kept as typed');
  t.same(errors(REQUIRED, legacy('x'.repeat(255))), {}, '255 characters');
  t.same(errors(REQUIRED, legacy('x'.repeat(256))), { phone: 'phone-input.phone-input-validation' }, 'more than 255');
  t.same(errors(REQUIRED, legacy('  ')), { phone: 'phone-input.phone-input-required' });
  t.same(errors(OPTIONAL, legacy('')), {});
  t.equal(saved(OPTIONAL, legacy('')), null);
});

t.test("the placeholder is the chosen country's example mobile number in E.164, the United States' by default", async (t) => {
  t.equal(DEFAULT_PHONE_EXAMPLE, '+12015550123');
  t.equal(phoneExample('US'), '+12015550123');
  t.equal(phoneExample('DE'), '+4915123456789');
  t.equal(phoneExample('FR'), '+33612345678');
  t.equal(phoneExample('ZZ'), '+12015550123', 'an unknown country: the default');
  t.equal(phoneExample('AQ'), '+12015550123', 'a country without an example number: the default');
});
