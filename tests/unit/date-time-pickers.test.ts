// The date-time picker and the period picker (spec 5: required, min and max, the start at least a second before the
// end, the end at most now, read in the chosen zone), and the gallery's reading of its time forms (spec 4's carry).
import t from 'tap';
import { DATE_REQUIRED, readDatePeriod, readDateTime } from '../../server/domain/time-window/date-time.ts';
import { checkTimeForm, INVALID_TIME_INPUT, TIME_FIELDS } from '../../server/gallery/time-samples.ts';

const NOW = Date.UTC(2026, 5, 15, 12, 0, 0);
const START = TIME_FIELDS.start;
const END = TIME_FIELDS.end;

t.test('a date-time is a wall-clock time read in its zone', async (t) => {
  t.same(readDateTime('2026-01-01T08:00:00', 'UTC'), { value: Date.UTC(2026, 0, 1, 8) });
  t.same(readDateTime('2026-01-01T08:00', 'Europe/Berlin'), { value: Date.UTC(2026, 0, 1, 7) }, 'seconds optional; Berlin is UTC+1 in winter');
  t.same(readDateTime('2026-07-01T08:00:00', 'Europe/Berlin'), { value: Date.UTC(2026, 6, 1, 6) }, 'and UTC+2 in summer');
});

t.test('required: no date or no real date is refused; optional: no value', async (t) => {
  t.same(readDateTime('', 'UTC', { required: true }), { value: null, error: DATE_REQUIRED });
  t.same(readDateTime('2026-02-30T08:00:00', 'UTC', { required: true }), { value: null, error: DATE_REQUIRED }, 'the 30th of February is no date');
  t.same(readDateTime('tomorrow', 'UTC'), { value: null });
});

t.test('min and max clamp the instant', async (t) => {
  const min = Date.UTC(2026, 0, 1);
  const max = Date.UTC(2026, 0, 31);
  t.same(readDateTime('2025-12-24T10:00:00', 'UTC', { min, max }), { value: min });
  t.same(readDateTime('2026-03-01T10:00:00', 'UTC', { min, max }), { value: max });
  t.same(readDateTime('2026-01-10T10:00:00', 'UTC', { min, max }), { value: Date.UTC(2026, 0, 10, 10) });
});

t.test('a period: both ends required, each refusal at its field', async (t) => {
  const read = readDatePeriod({ [START]: '', [END]: 'x' }, START, END, 'UTC', NOW);
  t.same(read, { period: null, errors: { [START]: DATE_REQUIRED, [END]: DATE_REQUIRED } });
  t.same(readDatePeriod({ [START]: '', [END]: '' }, START, END, 'UTC', NOW, false), { period: null, errors: {} }, 'not required: no errors');
});

t.test('a period: the end capped at now, the start at least a second before the end', async (t) => {
  const future = readDatePeriod({ [START]: '2026-06-15T10:00:00', [END]: '2027-01-01T00:00:00' }, START, END, 'UTC', NOW);
  t.same(future.period, { startTimeMs: Date.UTC(2026, 5, 15, 10), endTimeMs: NOW });
  const reversed = readDatePeriod({ [START]: '2026-06-02T00:00:00', [END]: '2026-06-01T00:00:00' }, START, END, 'UTC', NOW);
  t.same(reversed.period, { startTimeMs: Date.UTC(2026, 5, 1) - 1000, endTimeMs: Date.UTC(2026, 5, 1) });
  const same = readDatePeriod({ [START]: '2026-06-01T00:00:00', [END]: '2026-06-01T00:00:00' }, START, END, 'UTC', NOW);
  t.same(same.period, { startTimeMs: Date.UTC(2026, 5, 1) - 1000, endTimeMs: Date.UTC(2026, 5, 1) });
});

t.test('a period is read in its zone', async (t) => {
  const read = readDatePeriod({ [START]: '2026-01-01T08:00:00', [END]: '2026-01-01T18:00:00' }, START, END, 'Asia/Tokyo', NOW);
  t.same(read.period, { startTimeMs: Date.UTC(2025, 11, 31, 23), endTimeMs: Date.UTC(2026, 0, 1, 9) });
});

t.test('the gallery\'s invalid samples are refused at their fields', async (t) => {
  const check = checkTimeForm(INVALID_TIME_INPUT, NOW);
  t.same(check.errors, {
    [TIME_FIELDS.zone]: 'timezone.timezone-required', [TIME_FIELDS.ts]: DATE_REQUIRED, [START]: DATE_REQUIRED, [TIME_FIELDS.interval]: 'timeinterval.interval-required',
  });
  t.equal(check.values[TIME_FIELDS.zone], 'Mars/Olympus', 'the input kept');
});

t.test('the gallery\'s forms come back as read: carried units, a clamped period in its zone', async (t) => {
  const check = checkTimeForm({
    [TIME_FIELDS.zone]: 'Europe/Berlin', [START]: '2026-06-15T20:00:00', [END]: '2026-06-16T09:00:00', [TIME_FIELDS.ts]: '2026-01-01T08:00',
    'interval.advanced': 'on', 'interval.days': '0', 'interval.hours': '23', 'interval.minutes': '59', 'interval.seconds': '90', interval: '60000',
  }, NOW);
  t.same(check.errors, {});
  t.equal(check.values[TIME_FIELDS.ts], '2026-01-01T08:00:00');
  t.equal(check.values[END], '2026-06-15T14:00:00', 'the end capped at now (12:00 UTC is 14:00 in Berlin)');
  t.equal(check.values[START], '2026-06-15T13:59:59', 'the start a second before it');
  t.same([check.values['interval.days'], check.values['interval.hours'], check.values['interval.minutes'], check.values['interval.seconds']], ['1', '0', '0', '30'],
    '90 seconds carry a minute, 60 minutes an hour, 24 hours a day');
  t.equal(check.values['interval.advanced'], 'on', 'no predefined interval: advanced mode');
  const predefined = checkTimeForm({ interval: '300000' }, NOW);
  t.equal(predefined.values['interval.advanced'], undefined, 'a predefined choice without the advanced box stays simple');
  t.equal(predefined.values['interval.minutes'], '5');
});
