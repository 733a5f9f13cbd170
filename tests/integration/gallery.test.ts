// `/gallery`: only with GALLERY=true; every part at its fragment, in its states; the code editor's form validated by
// the server (JSON object and JavaScript function rules), the input kept.
import t from 'tap';
import { startConsole, TENANT } from '../helpers/console.ts';

const unescape = (html: string) => html.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

t.test('without GALLERY the page is not there', async (t) => {
  const c = await startConsole(t);
  const tenant = c.client();
  await tenant.signIn(TENANT.username, TENANT.password);
  t.equal((await tenant.get('/gallery')).statusCode, 404);
});

t.test('with GALLERY=true: the parts in their states, the code editor checked by the server', async (t) => {
  const c = await startConsole(t, { env: { GALLERY: 'true' } });
  const tenant = c.client();
  await tenant.signIn(TENANT.username, TENANT.password);
  const page = await tenant.get('/gallery');
  t.equal(page.statusCode, 200);
  for (const state of ['empty', 'filled', 'invalid', 'disabled', 'read-only']) t.match(page.body, `id="code-editor-${state}"`, `code editor ${state}`);
  for (const id of ['json-viewer-empty', 'json-viewer-filled', 'typed-value-empty', 'typed-value-filled', 'typed-value-invalid']) t.match(page.body, `id="${id}"`);
  for (const language of ['json', 'javascript', 'tbel', 'html', 'css', 'protobuf', 'markdown']) {
    t.match(page.body, new RegExp(`<textarea id="ce-filled-${language}" name="${language}"[^>]*data-code-language="${language}"`), `a ${language} editor, a plain textarea first`);
  }
  t.match(page.body, /<textarea id="ce-disabled"[^>]*disabled=""/, 'disabled');
  t.match(page.body, /<textarea id="ce-read-only"[^>]*readOnly=""|<textarea id="ce-read-only"[^>]*readonly=""/, 'read-only');
  t.match(page.body, /<label for="ce-json" id="ce-json-label">JSON object<\/label>/, 'labelled');
  t.match(page.body, /<fb-island name="code-editor" src="[^"]*island-code-editor-[^"]+\.js"/, 'upgraded by the code-editor island');
  const body = unescape(page.body);
  t.match(body, /Value is not a valid JSON. Error: SyntaxError: /, 'the invalid state: the JSON rule, with the parser\'s message');
  t.match(body, "'factor' is not defined, Line 1 column 27 of script", 'the function rule: the undefined name at its place');

  const wrong = await tenant.postForm('/gallery/code-editor', { configuration: '[1, 2]', function: 'var x = data.temperature;' });
  t.equal(wrong.statusCode, 400);
  const wrongBody = unescape(wrong.body);
  t.match(wrongBody, /<span id="ce-json-error" class="field-error">Value is not a valid JSON<\/span>/, 'not an object');
  t.match(wrongBody, /<span id="ce-function-error" class="field-error">Function must return value!<\/span>/, 'the sample run: no value');
  t.match(wrongBody, /<textarea id="ce-function"[^>]*>var x = data.temperature;<\/textarea>/, 'the input kept');

  const thrown = await tenant.postForm('/gallery/code-editor', { configuration: '{"a": 1}', function: 'var s = data.sensor;\nreturn s.value;' });
  t.equal(thrown.statusCode, 400);
  t.match(unescape(thrown.body), "Error: TypeError: cannot read property 'value' of undefined, Line 2 column", 'a thrown error at its line');

  const right = await tenant.postForm('/gallery/code-editor', { configuration: '{"a": 1}', function: 'return data.temperature * 2;' });
  t.equal(right.statusCode, 200);
  t.match(right.body, /<p class="gallery-valid" role="status">The values are valid.<\/p>/);
  t.notMatch(right.body, /id="ce-(json|function)-error"/);

  const empty = await tenant.postForm('/gallery/code-editor', { configuration: '', function: 'return 1;' });
  t.match(unescape(empty.body), /<span id="ce-json-error" class="field-error">Json object is required.<\/span>/, 'required');
});

t.test('the JSON edit dialog at its own address: saved only when the text is a JSON object', async (t) => {
  const c = await startConsole(t, { env: { GALLERY: 'true' } });
  const tenant = c.client();
  await tenant.signIn(TENANT.username, TENANT.password);
  t.notMatch((await tenant.get('/gallery')).body, /<dialog id="json-edit"/, 'closed on the page itself');
  const open = await tenant.get('/gallery?dialog=json-edit');
  t.match(open.body, /<dialog id="json-edit" class="dialog" open="" aria-labelledby="json-edit-title"/, 'open at its address');
  t.match(open.body, /<h2 class="dialog-title" id="json-edit-title">Edit JSON<\/h2>/, "the default title 'Edit JSON'");
  t.match(open.body, /<textarea id="json-edit-json" name="json" rows="4" cols="\d+" required=""/, 'a required JSON object editor sized to its text (a row per line plus one)');
  t.match(open.body, /<a class="button" href="\/gallery#json-edit-opener">Cancel<\/a>/, 'Cancel leads back to the opener');

  const refused = await tenant.postForm('/gallery/json-edit', { json: '["not", "an", "object"]' });
  t.equal(refused.statusCode, 400);
  t.match(refused.body, /<dialog id="json-edit"[^>]* open=""/, 'still open');
  t.match(unescape(refused.body), /<span id="json-edit-json-error" class="field-error">Value is not a valid JSON<\/span>/);
  t.match(unescape(refused.body), /<textarea id="json-edit-json"[^>]*>\["not", "an", "object"\]<\/textarea>/, 'the text kept');

  t.match(open.body, /<form id="json-edit-form"[^>]* data-json-edit-original="\{\n  &quot;temperature&quot;: 21.5\n\}"/,
    'the form carries what the dialog opened with (the shell script enables Save only once the text differs)');
  t.match(open.body, /<button type="submit" form="json-edit-form" class="button primary" data-json-edit-save="">Save<\/button>/, 'Save enabled without JavaScript');

  for (const same of ['{\n  "temperature": 21.5\n}', '{"temperature":21.5}']) {
    const unchanged = await tenant.postForm('/gallery/json-edit', { json: same });
    t.equal(unchanged.statusCode, 400, 'an unchanged value is not saved');
    t.match(unchanged.body, /<dialog id="json-edit"[^>]* open=""/, 'the dialog stays open');
    t.match(unchanged.body, /<p class="form-note" role="status">Nothing changed, so there is nothing to save.<\/p>/, 'and says why');
    t.notMatch(unchanged.body, /json-edit-json-error/, 'no error: the text is valid');
  }

  const saved = await tenant.postForm('/gallery/json-edit', { json: '{"threshold": 42}' });
  t.equal(saved.statusCode, 200);
  t.notMatch(saved.body, /<dialog id="json-edit"/, 'closed after Save');
  t.match(unescape(saved.body), /<figcaption>Saved value<\/figcaption><pre tabindex="0">\{\n  "threshold": 42\n\}<\/pre>/, 'the saved object shown');
});

t.test('the check box with custom values posts its own values; the status light says its state', async (t) => {
  const c = await startConsole(t, { env: { GALLERY: 'true' } });
  const tenant = c.client();
  await tenant.signIn(TENANT.username, TENANT.password);
  const page = await tenant.get('/gallery');
  t.match(page.body, /<input type="hidden" name="mode" value="OFF"\/><label for="cb-empty"><input type="checkbox" id="cb-empty" name="mode" value="ON"\/>Manual mode<\/label>/, 'the false value first, the box with the true value after it');
  t.match(page.body, /<input type="checkbox" id="cb-filled" name="mode" checked="" value="ON"\/>/, 'checked when the value is the true value');
  t.notMatch(page.body, /<input type="hidden" name="mode" value="OFF"\/><label for="cb-disabled">/, 'a disabled box posts nothing');
  t.match(page.body, /<svg class="status-light" width="50" height="50" viewBox="0 0 50 50" role="img" aria-label="Light off"><circle cx="25" cy="25" r="20" fill="#9e9e9e" opacity="0.4"><\/circle><\/svg>/, 'off: the off colour at 0.4, default size 50');
  t.match(page.body, /<svg class="status-light on"[^>]*aria-label="Light on"><circle[^>]*opacity="0.35"><\/circle><circle cx="25" cy="25" r="18" fill="#4caf50" opacity="1">/, 'on: the on colour with a glow');

  const unchecked = await tenant.postForm('/gallery/checkbox', { mode: 'OFF' });
  t.match(unchecked.body, /<p class="gallery-valid" role="status">The server received: OFF<\/p>/);
  const checked = await tenant.postForm('/gallery/checkbox', { mode: ['OFF', 'ON'] });
  t.match(checked.body, /The server received: ON<\/p>/, 'checked: the last value, the box\'s');
  t.match(checked.body, /<input type="checkbox" id="cb-empty" name="mode" checked="" value="ON"\/>/, 'and shown checked again');
});
