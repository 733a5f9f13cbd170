import t from 'tap';
import { countryChoices, countryCode, countryCount, postalCodeCountries, postalCodeFits } from '../../server/domain/countries.ts';
import { parseForm, applyForm, formInputOf } from '../../server/domain/form-input.ts';
import { CONTACT_FIELDS } from '../../server/domain/contact-fields.ts';

const FORM = { fields: CONTACT_FIELDS };
const saved = (input: ReturnType<typeof parseForm>['input']) => applyForm(FORM, {} as { phone?: string | null }, input);

/** Per country of the widgets spec: codes of its format, and codes that are not. */
const POSTAL: Record<string, { name: string; good: string[]; bad: string[] }> = {
  US: { name: 'United States', good: ['90210', '10001-1234'], bad: ['9021', '90210-12', 'ABCDE'] },
  AU: { name: 'Australia', good: ['2000'], bad: ['200', '20000'] },
  AT: { name: 'Austria', good: ['1010'], bad: ['101', '10100'] },
  BE: { name: 'Belgium', good: ['1000'], bad: ['100', 'B1000'] },
  BR: { name: 'Brazil', good: ['01310-100', '01310100'], bad: ['0131-100', '013101000'] },
  CA: { name: 'Canada', good: ['K1A 0B1', 'm5v3l9'], bad: ['D1A 0B1', 'K1A0B', '12345'] },
  DK: { name: 'Denmark', good: ['1050'], bad: ['105', '10500'] },
  FO: { name: 'Faroe Islands', good: ['100', 'FO-100'], bad: ['1000', 'FO-10'] },
  NL: { name: 'Netherlands', good: ['1012 AB', '1012ab'], bad: ['0123 AB', '1012 A', '1012'] },
  DE: { name: 'Germany', good: ['10115'], bad: ['1011', '101155', 'D-10115'] },
  HU: { name: 'Hungary', good: ['1051'], bad: ['0105', '10511'] },
  IT: { name: 'Italy', good: ['00184'], bad: ['0018', 'I-00184'] },
  JP: { name: 'Japan', good: ['100-0001', '1000001'], bad: ['100-001', '10-00001'] },
  LU: { name: 'Luxembourg', good: ['1009', 'L-1009'], bad: ['109', 'L1009X'] },
  PL: { name: 'Poland', good: ['00-950'], bad: ['00950', '0-950'] },
  ES: { name: 'Spain', good: ['28013', '52001'], bad: ['53001', '00100', '2801'] },
  SE: { name: 'Sweden', good: ['114 55', '11455'], bad: ['014 55', '1145'] },
  GB: { name: 'United Kingdom', good: ['SW1A 1AA', 'EC1A1BB', 'M1 1AE', 'GIR 0AA'], bad: ['SW1A', '1AA SW1', 'SW1A 1A'] },
};

t.test('the country list: the assigned ISO codes, named in the reader language, saved by English name', async (t) => {
  t.equal(countryCount(), 249);
  t.equal(countryChoices('en_US').length, 249);
  t.equal(countryCode('Germany'), 'DE');
  const german = countryChoices('de_DE').find((c) => c.value === 'Germany');
  t.equal(german?.text, 'Deutschland');
  const japanese = countryChoices('ja_JP').find((c) => c.value === 'Japan');
  t.equal(japanese?.text, '日本');
});

t.test('postal codes per country (the 18 of the widgets spec)', async (t) => {
  t.same(postalCodeCountries().sort(), Object.keys(POSTAL).sort());
  for (const [code, { name, good, bad }] of Object.entries(POSTAL)) {
    t.equal(countryCode(name), code, name);
    for (const zip of good) t.ok(postalCodeFits(name, zip), `${name} takes ${zip}`);
    for (const zip of bad) t.notOk(postalCodeFits(name, zip), `${name} refuses ${zip}`);
  }
  t.ok(postalCodeFits('France', 'anything'), 'a country without a format takes any code');
  t.ok(postalCodeFits('', 'X1'), 'so does no country');
});

t.test('the contact form: postal code by the chosen country, e-mail, lengths', async (t) => {
  const bad = parseForm(FORM, { country: 'Germany', zip: '1011', email: 'a@', city: 'x'.repeat(256), state: 'y'.repeat(256) });
  t.same(bad.errors, { zip: 'contact.postal-code-invalid', email: 'user.invalid-email-format', city: 'contact.city-max-length', state: 'contact.state-max-length' });
  t.same(parseForm(FORM, { country: 'France', zip: '1011', email: 'a@b.fr' }).errors, {});
});

t.test('the phone: E.164 from the country and the number; legacy text kept; only a calling code is none', async (t) => {
  const de = parseForm(FORM, { 'phone.country': 'DE', phone: '030 901820' });
  t.same(de.errors, {});
  t.equal(saved(de.input).phone, '+4930901820');
  const international = parseForm(FORM, { 'phone.country': 'US', phone: '+44 20 7946 0958' });
  t.equal(saved(international.input).phone, '+442079460958', 'a number with its own code keeps it');
  t.same(parseForm(FORM, { 'phone.country': 'US', phone: '123' }).errors, { phone: 'phone-input.phone-input-validation' });
  t.equal(saved(parseForm(FORM, { 'phone.country': 'US', phone: '+1' }).input).phone, null);
  t.equal(saved(parseForm(FORM, { 'phone.country': 'XX', phone: '' }).input).phone, null);

  const stored = formInputOf(FORM, { phone: '+12015550123' });
  t.equal(stored['phone.country'], 'US');
  t.equal(stored['phone.legacy'], false);
  const legacy = formInputOf(FORM, { phone: 'ext. 42 (reception)' });
  t.equal(legacy['phone.legacy'], true, 'a stored value that does not parse is legacy');
  const posted = parseForm(FORM, { 'phone.legacy': 'true', phone: 'ext. 42 (reception)' });
  t.same(posted.errors, {});
  t.equal(saved(posted.input).phone, 'ext. 42 (reception)');
  t.same(parseForm(FORM, { 'phone.legacy': 'true', phone: 'x'.repeat(256) }).errors, { phone: 'phone-input.phone-input-validation' });
});
