// `/gallery`'s entity-form parts (issue 17): the phone input, the contact section, the structured rows, the JSON schema
// form and the typed value, each in its states, and each form posted without JavaScript: the server's messages with the
// input kept, or what would be saved.
import t from 'tap';
import { startConsole, TENANT } from '../helpers/console.ts';

const unescape = (html: string) => html.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
const STATES = ['empty', 'filled', 'invalid', 'disabled', 'read-only'];

t.test('the form parts in the gallery', async (t) => {
  const c = await startConsole(t, { env: { GALLERY: 'true' } });
  const tenant = c.client();
  await tenant.signIn(TENANT.username, TENANT.password);
  const page = await tenant.get('/gallery');
  t.equal(page.statusCode, 200);
  for (const part of ['phone-input', 'contact-section', 'structured-rows', 'schema-form', 'typed-value']) {
    t.match(page.body, `<section class="gallery-section" id="${part}"`, part);
    for (const state of STATES) t.match(page.body, `id="${part}-${state}"`, `${part} ${state}`);
    t.match(page.body, `<a href="#${part}">`, `${part} in the index`);
  }
  t.match(page.body, 'id="phone-input-legacy"', 'the phone input with a legacy value');
  t.match(page.body, 'id="custom-checkbox-read-only"');
  const ids = [...page.body.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
  t.same(ids.filter((id, i) => ids.indexOf(id) !== i), [], 'no id twice on the page');

  t.test('the phone input: placeholder, E.164, required, legacy mode', async (t) => {
    t.match(page.body, /<input type="tel" id="field-phoneNumber" placeholder="\+12015550123" required=""/, 'required by default, with the example');
    t.match(page.body, /<select id="field-phoneNumber-country" name="phoneNumber.country"[^>]*><option value="AC"/);
    t.match(page.body, /<option value="US" selected="">United States \+1<\/option>/, 'the United States first chosen');
    t.match(page.body, /<input type="tel" id="field-phoneInvalid-phoneNumber"[^>]*aria-invalid="true"[^>]*value="201 555"/);
    t.match(page.body, /<span id="field-phoneInvalid-phoneNumber-error" class="field-error">Phone number is invalid or not possible<\/span>/);
    t.match(page.body, /<input type="hidden" name="phoneLegacy.phoneNumber.legacy" value="true"\/><input type="tel" id="field-phoneLegacy-phoneNumber" maxLength="255"[^>]*value="ext. 42 \(reception\)"/, 'legacy: the text only, at most 255, no country');
    t.match(page.body, /<input type="tel" id="field-phoneReadOnly-phoneNumber"[^>]*readOnly=""[^>]*value="\+12015550123"/);
    t.match(page.body, /<select id="field-phoneDisabled-phoneNumber-country"[^>]*disabled=""/);

    const empty = await tenant.postForm('/gallery/form/phone', { 'phoneNumber.country': 'US', phoneNumber: '+1' });
    t.equal(empty.statusCode, 400);
    t.match(empty.body, /<span id="field-phoneNumber-error" class="field-error">Phone number is required.<\/span>/, 'only the calling code is no number');
    const wrong = await tenant.postForm('/gallery/form/phone', { 'phoneNumber.country': 'DE', phoneNumber: '030 12' });
    t.equal(wrong.statusCode, 400);
    t.match(wrong.body, /<span id="field-phoneNumber-error" class="field-error">Phone number is invalid or not possible<\/span>/);
    t.match(wrong.body, /id="field-phoneNumber"[^>]*value="030 12"/, 'the input kept');
    t.match(wrong.body, /<option value="DE" selected="">/, 'and the country');
    t.match(wrong.body, /<input type="tel" id="field-phoneNumber" placeholder="\+4915123456789"/, "the placeholder: the country's example");
    t.match(page.body, /<select id="field-phoneNumber-country"[^>]*hx-get="\/search\/phone-number" hx-trigger="change" hx-target="#field-phoneNumber" hx-swap="outerMorph" hx-include="#field-phoneNumber"/, 'a country change asks for the number input, morphed in (its text kept: tests/e2e/phone-input-redraw.test.ts)');
    const redrawn = await tenant.get('/search/phone-number?field=phoneNumber&id=field-phoneNumber&required=true&errorId=field-phoneNumber-error&phoneNumber=06+12&phoneNumber.country=FR');
    t.equal(redrawn.statusCode, 200);
    t.equal(redrawn.body, '<input type="tel" id="field-phoneNumber" placeholder="+33612345678" required="" aria-invalid="true" aria-describedby="field-phoneNumber-error" data-keep-typed="" name="phoneNumber" value="06 12"/>', 'drawn for France, the text and its error kept');
    const plainCountry = await tenant.get('/search/phone-number?field=phoneNumber&id=field-phoneNumber&phoneNumber=&phoneNumber.country=XX');
    t.match(plainCountry.body, /^<input type="tel" id="field-phoneNumber" placeholder="\+12015550123" data-keep-typed="" name="phoneNumber" value=""\/>$/, 'an unknown country: the default example, not required');
    t.equal((await tenant.get('/search/phone-number?field=phone%3Cx&id=field-phoneNumber')).statusCode, 400, 'a field name that is none is refused');
    const good = await tenant.postForm('/gallery/form/phone', { 'phoneNumber.country': 'DE', phoneNumber: '030 901820' });
    t.equal(good.statusCode, 200);
    t.match(unescape(good.body), '"phoneNumber": "+4930901820"', 'saved in E.164');
  });

  t.test('the contact section: lengths, postal code by country, e-mail; phone optional', async (t) => {
    const bad = await tenant.postForm('/gallery/form/contact', { country: 'Netherlands', city: 'c'.repeat(256), state: 's'.repeat(256), zip: '0123 AB', email: 'office@', phone: '', 'phone.country': 'NL' });
    t.equal(bad.statusCode, 400);
    t.match(bad.body, /<span id="field-city-error" class="field-error">The city may have at most 255 characters.<\/span>/);
    t.match(bad.body, /<span id="field-state-error" class="field-error">The state may have at most 255 characters.<\/span>/);
    t.match(bad.body, /<span id="field-zip-error" class="field-error">This postal code does not fit the country(&#x27;|')s format.<\/span>/);
    t.match(bad.body, /<span id="field-email-error" class="field-error">/);
    t.notMatch(bad.body, 'id="field-phone-error"', 'the contact phone is optional');
    t.match(bad.body, /id="field-zip"[^>]*value="0123 AB"/, 'the input kept');
    const good = await tenant.postForm('/gallery/form/contact', { country: 'Netherlands', zip: '1012 AB', email: 'office@example.nl', city: 'Amsterdam', phone: '', 'phone.country': 'NL' });
    t.equal(good.statusCode, 200);
    t.match(unescape(good.body), /"zip": "1012 AB"[\s\S]*"phone": null/);
    t.match(page.body, /<input type="text" id="field-contactReadOnly-country" readOnly="" value="Germany"\/><input type="hidden" name="contactReadOnly.country" value="Germany"\/>/i, 'a read-only country');
  });

  t.test('the structured rows: added and removed without JavaScript, each row checked', async (t) => {
    const added = await tenant.postForm('/gallery/form/rows', { _op: 'add-row:domainInfos' });
    t.equal(added.statusCode, 200);
    t.match(added.body, /<select id="field-domainInfos-0-scheme" name="domainInfos.0.scheme"/, 'a row added');
    const two = await tenant.postForm('/gallery/form/rows', { 'domainInfos.0.scheme': 'HTTP', 'domainInfos.0.name': 'a.example.com', _op: 'add-row:domainInfos' });
    t.match(two.body, /id="field-domainInfos-0-name"[^>]*value="a.example.com"/, 'the first row kept');
    t.match(two.body, /id="field-domainInfos-1-name"/, 'a second row');
    const removed = await tenant.postForm('/gallery/form/rows', { 'domainInfos.0.scheme': 'HTTP', 'domainInfos.0.name': 'a.example.com', 'domainInfos.1.scheme': 'HTTPS', 'domainInfos.1.name': 'b.example.com', _op: 'remove-row:domainInfos.0' });
    t.notMatch(removed.body, 'value="a.example.com"', 'the first row removed');
    t.match(removed.body, /id="field-domainInfos-1-name"[^>]*value="b.example.com"/);
    const bad = await tenant.postForm('/gallery/form/rows', { 'domainInfos.0.scheme': 'HTTP', 'domainInfos.0.name': '' });
    t.equal(bad.statusCode, 400);
    t.match(bad.body, /<span id="field-domainInfos-0-name-error" class="field-error">/);
    const good = await tenant.postForm('/gallery/form/rows', { 'domainInfos.0.scheme': 'MIXED', 'domainInfos.0.name': 'iot.example.com' });
    t.equal(good.statusCode, 200);
    t.match(unescape(good.body), /"domainInfos": \[\s*\{\s*"scheme": "MIXED",\s*"name": "iot.example.com"/);
    t.notMatch(page.body, /name="_op" value="remove-row:rowsReadOnly/, 'read-only: no row removed');
    t.notMatch(page.body, /name="_op" value="add-row:rowsDisabled/, 'disabled: no row added');
  });

  t.test('the JSON schema form: the schema\'s rules on the server; markdown with the markdown editor', async (t) => {
    t.match(page.body, /<div class="markdown-editor" id="sf-schemaFilled-notes-field">/, 'markdown fields use the markdown editor');
    t.match(page.body, /<input id="sf-schemaDisabled-title"[^>]*disabled=""/);
    t.match(page.body, /<input[^>]*id="sf-schemaReadOnly-title"[^>]*readOnly=""/i);
    t.notMatch(page.body, /name="_schema_add" value="schemaReadOnly/, 'read-only: no item added');
    t.notMatch(page.body, /name="_schema_add" value="schemaDisabled/, 'disabled: no item added');
    const bad = await tenant.postForm('/gallery/form/schema', { 'schema.title': '', 'schema.decimals': '1.5', 'schema.thresholds.length': '1', 'schema.thresholds.0': 'hot', 'schema.color': 'bluish', 'schema.notes': 'Hello' });
    t.equal(bad.statusCode, 400);
    t.match(bad.body, /id="sf-schema-title-error" class="field-error">/, 'required');
    t.match(bad.body, /id="sf-schema-decimals"[^>]*value="1.5"/, 'the input kept');
    t.match(bad.body, /id="sf-schema-decimals-error" class="field-error">/, 'not an integer');
    t.match(bad.body, /id="sf-schema-thresholds-0-error" class="field-error">/, 'an item not a number');
    t.match(bad.body, /id="sf-schema-color-error" class="field-error">/, 'not a colour');
    const preview = await tenant.postForm('/gallery/form/schema', { 'schema.title': 'Boiler', 'schema.notes': '**Check** it', 'schema.notes._mode': 'preview' });
    t.equal(preview.statusCode, 200, 'the mode button saves nothing');
    t.match(preview.body, /<input type="hidden" name="schema.notes" value="\*\*Check\*\* it"\/>/, 'preview keeps the text');
    t.match(preview.body, /<strong>Check<\/strong>/, 'rendered by the server');
    t.notMatch(preview.body, 'id="sf-schema-title-error"', 'nothing checked');
    const good = await tenant.postForm('/gallery/form/schema', { 'schema.title': 'Boiler', 'schema.decimals': '2', 'schema.thresholds.length': '1', 'schema.thresholds.0': '70', 'schema.color': '#ff0000', 'schema.notes': 'Hi', 'schema.aggregation': 'AVG' });
    t.equal(good.statusCode, 200);
    t.match(unescape(good.body), /"title": "Boiler",\s*"decimals": 2/);
  });

  t.test('the typed value: each type parsed, each message, the input kept', async (t) => {
    t.match(page.body, /<select id="tv-disabled-type" name="type" disabled=""/);
    t.match(page.body, /<textarea id="tv-read-only-value" name="value" rows="1" readOnly=""/i);
    const cases: [Record<string, string>, number, string][] = [
      [{ type: 'STRING', value: '' }, 400, 'String value is required.'],
      [{ type: 'INTEGER', value: '1.5' }, 400, 'Invalid integer value.'],
      [{ type: 'DOUBLE', value: 'x' }, 400, 'Double value is required.'],
      [{ type: 'JSON', value: '' }, 400, 'JSON value is required.'],
      [{ type: 'JSON', value: '{' }, 400, 'JSON value has an invalid format.'],
    ];
    for (const [body, status] of cases) {
      const res = await tenant.postForm('/gallery/form/typed', body);
      t.equal(res.statusCode, status, `${body.type} "${body.value}"`);
      t.match(res.body, /<span id="tv-empty-value-error" class="field-error" role="alert">/);
      t.match(res.body, new RegExp(`<option value="${body.type}" selected=""`), 'the type kept');
    }
    const flag = await tenant.postForm('/gallery/form/typed', { type: 'BOOLEAN', value: 'ignored' });
    t.equal(flag.statusCode, 200, 'a boolean is never invalid');
    t.match(unescape(flag.body), 'false');
  });
});
