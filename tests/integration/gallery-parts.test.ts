// `/gallery`'s time parts and pickers: the date-time, period, time zone and time-interval forms read by the server with
// the parts' rules, the time window without JavaScript, and the pickers over the tenant's own entities.
import t from 'tap';
import { startConsole, TENANT } from '../helpers/console.ts';

const unescape = (html: string) => html.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

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
  t.match(body, /<select id="field-queuePicker-empty" name="queuePicker.empty"[^>]*><option value="" selected=""><\/option><option value="HighPriority">HighPriority<\/option><option value="Main">Main<\/option>/,
    'optional: the empty choice first, then the queues by name');
  t.match(body, /<select id="field-queuePicker-filled" name="queuePicker.filled" required=""><option value="HighPriority" selected="">HighPriority<\/option><option value="Main">/, 'filled: the first one chosen, no empty choice');
  t.match(body, /<span id="field-queuePicker-invalid-error" class="field-error">Queue is required.<\/span>/, 'required and empty: the spec\'s text');
  t.match(body, /<span id="field-entityPicker-invalid-error" class="field-error">Device is required.<\/span>/);
  t.match(body, /<legend>Devices<\/legend>/, 'the entity list: check boxes under a legend');
  t.match(body, /<input type="checkbox"(?=[^>]*name="entityListPicker.disabled")[^>]* disabled=""/, 'disabled list: boxes that do not change');
  t.match(body, /<input type="checkbox"(?=[^>]*name="entityListPicker.filled")[^>]* checked=""/, 'filled list: the first entities checked');
  t.match(body, /<select id="field-queuePicker-disabled" name="queuePicker.disabled" required="" disabled="">/, 'disabled select');
  const ids = [...page.body.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
  t.same(ids.filter((id, i) => ids.indexOf(id) !== i), [], 'every id once on the page');
  t.match(body, /hx-get="\/search\/devices" hx-trigger="input changed delay:150ms"/, 'the type-ahead asks the console\'s search, 150 ms debounced');

  const searched = unescape((await tenant.get('/gallery?queuePicker.empty.search=seq&_search=queuePicker.empty')).body);
  t.match(searched, /<select id="field-queuePicker-empty" name="queuePicker.empty"[^>]*><option value="" selected=""><\/option><option value="SequentialByOriginator">SequentialByOriginator<\/option><\/select>/,
    'the search narrows that picker, case-insensitive');
  t.match(searched, /<input type="search" class="no-js-only"[^>]* name="queuePicker.empty.search" value="seq"\/>/, 'the text kept');
  t.match(searched, /<select id="field-queuePicker-filled" name="queuePicker.filled" required=""><option value="HighPriority" selected="">/, 'the other pickers as they were');
});
