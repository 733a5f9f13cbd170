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

t.test('the time parts: pickers read by the server with their rules; the time window without JavaScript', async (t) => {
  const c = await startConsole(t, { env: { GALLERY: 'true' } });
  const tenant = c.client();
  await tenant.signIn(TENANT.username, TENANT.password);
  const page = await tenant.get('/gallery');
  for (const part of ['date-time', 'date-period', 'timezone', 'quick-interval', 'time-interval', 'time-window']) t.match(page.body, `<section class="gallery-section" id="${part}"`, part);
  t.match(page.body, /<label class="field date-time-input"><span>Maintenance starts<\/span><input id="dt-filled" type="datetime-local" step="1" name="ts" value="2026-01-01T08:00:00"\/>/, 'a native date-time input named by its path');
  t.match(page.body, /<input id="dt-disabled"[^>]*disabled=""/);
  t.match(page.body, /<input id="dt-read-only"[^>]*readOnly=""/i);
  t.match(page.body, /<input id="dt-invalid"[^>]*required=""[^>]*aria-invalid="true" aria-describedby="dt-invalid-error"/, 'the invalid state: required, pointing at its error');
  t.match(page.body, /<span id="dp-zone-error" class="field-error">Choose a time zone from the list.<\/span>/, 'an unknown zone refused');
  t.match(page.body, /<select id="qi-filled" name="quickInterval"><option value="CURRENT_HOUR">Current hour<\/option>/, 'current-only: the current intervals');
  t.match(page.body, /<select id="qi-empty" name="quickInterval"><option value="YESTERDAY" selected="">Yesterday<\/option>/, 'all intervals, in upstream\'s order');
  t.match(page.body, /<details class="timewindow"/, 'the time window as pages embed it');

  const period = await tenant.postForm('/gallery/time', {
    timezone: 'UTC', 'fixedTimewindow.startTimeMs': '2026-03-02T00:00:00', 'fixedTimewindow.endTimeMs': '2026-03-01T00:00:00',
  });
  t.equal(period.statusCode, 200, 'a reversed period is clamped, not refused');
  t.match(period.body, /<input id="dp-invalid-start"[^>]*value="2026-02-28T23:59:59"/, 'the start a second before the end');
  t.match(period.body, /<input id="dp-invalid-end"[^>]*value="2026-03-01T00:00:00"/);
  t.match(period.body, /<option value="UTC" selected="">UTC<\/option>/, 'the zone kept');

  const carried = await tenant.postForm('/gallery/time', { interval: '60000', 'interval.advanced': 'on', 'interval.days': '0', 'interval.hours': '0', 'interval.minutes': '59', 'interval.seconds': '75' });
  t.equal(carried.statusCode, 200);
  t.match(carried.body, /name="interval.hours" value="1"/, '75 seconds and 59 minutes carry into an hour');
  t.match(carried.body, /name="interval.minutes" value="0"/);
  t.match(carried.body, /name="interval.seconds" value="15"/);

  const zero = await tenant.postForm('/gallery/time', { interval: '60000', 'interval.advanced': 'on', 'interval.days': '0', 'interval.hours': '0', 'interval.minutes': '0', 'interval.seconds': '-5' });
  t.equal(zero.statusCode, 400, 'zero or less is no interval');
  t.match(zero.body, /<span id="interval-error" class="field-error">Enter an interval longer than zero.<\/span>/);
  t.match(zero.body, /name="interval.seconds" value="-5"/, 'the input kept');

  const date = await tenant.postForm('/gallery/time', { ts: '2026-02-30T10:00:00' });
  t.equal(date.statusCode, 400);
  t.match(date.body, /<span id="dt-invalid-error" class="field-error">Enter a date and time.<\/span>/, 'no such date');

  const window = await tenant.get('/gallery?timewindow.selectedTab=1&timewindow.history.historyType=0&timewindow.history.timewindowMs=3600000&timewindow.aggregation.type=AVG&timewindow.aggregation.limit=250&timewindow.timezone=');
  t.equal(window.statusCode, 303, 'the panel without JavaScript: a valid form goes to the window\'s own address');
  t.match(window.headers.location, /^\/gallery\?timewindow=/);
  const shown = await tenant.get(String(window.headers.location));
  t.equal(shown.statusCode, 200);
  t.match(shown.body, /<span class="timewindow-text">History - last 1 hour/, 'the button says the window');
});

t.test('the pickers over the tenant\'s entities: their states, and a search without JavaScript', async (t) => {
  const c = await startConsole(t, { env: { GALLERY: 'true' } });
  const tenant = c.client();
  await tenant.signIn(TENANT.username, TENANT.password);
  const page = await tenant.get('/gallery');
  const parts = ['entity-picker', 'entity-list-picker', 'customer-picker', 'dashboard-picker', 'ota-package-picker', 'queue-picker', 'widgets-bundle-picker'];
  for (const part of parts) {
    for (const state of ['empty', 'filled', 'invalid', 'disabled']) t.match(page.body, `id="${part}-${state}"`, `${part} ${state}`);
  }
  const body = unescape(page.body);
  t.match(body, /<select id="field-queue-picker-empty" name="queue-picker.empty"[^>]*><option value="" selected=""><\/option><option value="HighPriority">HighPriority<\/option><option value="Main">Main<\/option>/,
    'optional: the empty choice first, then the queues by name');
  t.match(body, /<select id="field-queue-picker-filled" name="queue-picker.filled" required=""><option value="HighPriority" selected="">HighPriority<\/option><option value="Main">/, 'filled: the first one chosen, no empty choice');
  t.match(body, /<span id="field-queue-picker-invalid-error" class="field-error">Queue is required.<\/span>/, 'required and empty: the spec\'s text');
  t.match(body, /<span id="field-entity-picker-invalid-error" class="field-error">Device is required.<\/span>/);
  t.match(body, /<legend>Devices<\/legend>/, 'the entity list: check boxes under a legend');
  t.match(body, /<input type="checkbox"(?=[^>]*name="entity-list-picker.disabled")[^>]* disabled=""/, 'disabled list: boxes that do not change');
  t.match(body, /<input type="checkbox"(?=[^>]*name="entity-list-picker.filled")[^>]* checked=""/, 'filled list: the first entities checked');
  t.match(body, /<select id="field-queue-picker-disabled" name="queue-picker.disabled" required="" disabled="">/, 'disabled select');
  const ids = [...page.body.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
  t.same(ids.filter((id, i) => ids.indexOf(id) !== i), [], 'every id once on the page');
  t.match(body, /hx-get="\/search\/devices" hx-trigger="input changed delay:150ms"/, 'the type-ahead asks the console\'s search, 150 ms debounced');

  const searched = unescape((await tenant.get('/gallery?queue-picker.empty.search=seq&_search=queue-picker.empty')).body);
  t.match(searched, /<select id="field-queue-picker-empty" name="queue-picker.empty"[^>]*><option value="" selected=""><\/option><option value="SequentialByOriginator">SequentialByOriginator<\/option><\/select>/,
    'the search narrows that picker, case-insensitive');
  t.match(searched, /<input type="search" class="no-js-only"[^>]* name="queue-picker.empty.search" value="seq"\/>/, 'the text kept');
  t.match(searched, /<select id="field-queue-picker-filled" name="queue-picker.filled" required=""><option value="HighPriority" selected="">/, 'the other pickers as they were');
});
