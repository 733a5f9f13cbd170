// The time window's rules (spec sections 4, 5 and 9): defaults, interval bounds, limits, the fixed period,
// the panel's required fields, the button text and the address parameter.
import t from 'tap';
import {
  boundInterval, boundLimit, defaultInterval, maxDatapoints, maxInterval, minInterval, MAX_INTERVAL,
} from '../../server/domain/time-window/interval-bounds.ts';
import { clampPeriod } from '../../server/domain/time-window/date-period.ts';
import { displayValue, durationText } from '../../server/domain/time-window/display-value.ts';
import { quickIntervalChoices, QUICK_INTERVALS } from '../../server/domain/time-window/quick-intervals.ts';
import { FIELDS, formValues, readForm, advancedField } from '../../server/domain/time-window/timewindow-form.ts';
import {
  decodeTimewindow, defaultTimewindow, encodeTimewindow, HISTORY, HISTORY_FIXED, HISTORY_QUICK, readTimewindow, REALTIME, REALTIME_QUICK, sameTimewindow, windowRange, LAST_INTERVAL,
} from '../../server/domain/time-window/timewindow.ts';
import { DAY, HOUR, MINUTE, SECOND } from '../../server/domain/time-window/time-units.ts';

const NOW = Date.UTC(2026, 10, 25, 12, 0, 0);
const EN: Record<string, string> = {
  'timewindow.realtime': 'Realtime', 'timewindow.history': 'History', 'timewindow.last-prefix': 'last',
  'timeinterval.predefined.current-day': 'Current day', 'timeinterval.predefined.yesterday': 'Yesterday',
};
const tr = (key: string) => EN[key] ?? key;

t.test('the default window: realtime last minute by the second, history the last day, current day, AVG, half the data points', async (t) => {
  const tw = defaultTimewindow(NOW);
  t.equal(tw.selectedTab, REALTIME);
  t.equal(tw.realtime.timewindowMs, MINUTE);
  t.equal(tw.realtime.interval, SECOND);
  t.same(tw.history.fixedTimewindow, { startTimeMs: NOW - DAY, endTimeMs: NOW });
  t.equal(tw.history.historyType, HISTORY_FIXED);
  t.equal(tw.realtime.quickInterval, 'CURRENT_DAY');
  t.equal(tw.aggregation.type, 'AVG');
  t.equal(tw.aggregation.limit, 250);
});

t.test('maximum data points: default 500, a server value at or below 7 raised to 8', async (t) => {
  t.equal(maxDatapoints(undefined), 500);
  t.equal(maxDatapoints(7), 8);
  t.equal(maxDatapoints(3), 8);
  t.equal(maxDatapoints(1000), 1000);
});

t.test('interval bounds: a 500th to a 7th of the window, whole seconds, within 1 s and 7300 days', async (t) => {
  t.equal(minInterval(DAY), Math.round(DAY / 500 / SECOND) * SECOND);
  t.equal(maxInterval(DAY), Math.round(DAY / 7 / SECOND) * SECOND);
  t.equal(minInterval(MINUTE), SECOND, 'never below a second');
  t.equal(maxInterval(100_000 * 365 * DAY), MAX_INTERVAL, 'never above 7300 days');
  t.equal(minInterval(DAY, 1000), Math.round(DAY / 1000 / SECOND) * SECOND, 'the platform\'s maximum data points');
});

t.test('the default interval is the predefined one nearest a 200th of the window', async (t) => {
  t.equal(defaultInterval(HOUR), 15 * SECOND, 'an hour / 200 = 18 s → 15 s');
  t.equal(defaultInterval(DAY), 5 * MINUTE, 'a day / 200 = 7.2 min → 5 min');
  t.equal(boundInterval(DAY, null), 5 * MINUTE);
  t.equal(boundInterval(DAY, SECOND), minInterval(DAY), 'too short: raised to the minimum');
  t.equal(boundInterval(HOUR, DAY), maxInterval(HOUR), 'too long: lowered to the maximum');
});

t.test('the data-point limit lies between 7 and the maximum; none gives half the maximum', async (t) => {
  t.equal(boundLimit(2), 7);
  t.equal(boundLimit(9999), 500);
  t.equal(boundLimit(100), 100);
  t.equal(boundLimit(undefined), 250);
  t.equal(boundLimit(9999, 1000), 1000);
});

t.test('the fixed period: end capped at now, start a second before the end at most', async (t) => {
  t.same(clampPeriod(NOW - HOUR, NOW + HOUR, NOW), { startTimeMs: NOW - HOUR, endTimeMs: NOW });
  t.same(clampPeriod(NOW, NOW, NOW), { startTimeMs: NOW - SECOND, endTimeMs: NOW });
  t.same(clampPeriod(NOW - MINUTE, NOW - 2 * MINUTE, NOW), { startTimeMs: NOW - 2 * MINUTE - SECOND, endTimeMs: NOW - 2 * MINUTE });
});

t.test('quick intervals: all 18 in history, only the current ones in realtime', async (t) => {
  t.equal(QUICK_INTERVALS.length, 18);
  t.ok(quickIntervalChoices(true).every((q) => q.startsWith('CURRENT_')));
  t.equal(quickIntervalChoices(true).length, 11);
  t.same(quickIntervalChoices(false), [...QUICK_INTERVALS]);
});

t.test('the button text', async (t) => {
  const tw = defaultTimewindow(NOW);
  tw.realtime.timewindowMs = HOUR;
  t.equal(displayValue(tw, tr, 'en-US', 'UTC', NOW), 'Realtime - last 1 hour');
  tw.realtime.timewindowMs = 2 * DAY + 3 * HOUR;
  t.equal(displayValue(tw, tr, 'en-US', 'UTC', NOW), 'Realtime - last 2 days 3 hours');
  tw.realtime.realtimeType = REALTIME_QUICK;
  t.equal(displayValue(tw, tr, 'en-US', 'UTC', NOW), 'Current day', 'a quick interval shows its name');
  tw.selectedTab = HISTORY;
  tw.history.fixedTimewindow = { startTimeMs: Date.UTC(2026, 0, 2, 3, 4, 5), endTimeMs: Date.UTC(2026, 0, 3, 3, 4, 5) };
  t.equal(displayValue(tw, tr, 'en-US', 'UTC', NOW), 'History - 2026-01-02 03:04:05 - 2026-01-03 03:04:05');
  tw.timezone = 'Europe/Berlin';
  t.equal(displayValue(tw, tr, 'en-US', 'UTC', NOW), 'History - 2026-01-02 04:04:05 - 2026-01-03 04:04:05 GMT+1', 'dates in the zone, its abbreviation after');
  tw.timezone = null;
  tw.history.historyType = HISTORY_QUICK;
  tw.history.quickInterval = 'YESTERDAY';
  t.equal(displayValue(tw, tr, 'en-US', 'UTC', NOW), 'History - Yesterday');
  t.equal(durationText(HOUR, 'de-DE'), '1 Stunde', 'durations in the language\'s words');
});

t.test('the address parameter carries the essentials in upstream\'s shape and reads back', async (t) => {
  const base = defaultTimewindow(NOW);
  const tw = structuredClone(base);
  tw.realtime.timewindowMs = HOUR;
  tw.realtime.interval = MINUTE;
  const param = encodeTimewindow(tw);
  t.same(JSON.parse(param), { selectedTab: 0, realtime: { realtimeType: 0, timewindowMs: HOUR, interval: MINUTE }, aggregation: { type: 'AVG' } });
  t.ok(sameTimewindow(decodeTimewindow(param, base)!, tw));
  t.equal(decodeTimewindow('{nope', base), null);
  t.equal(decodeTimewindow(undefined, base), null);
  const odd = readTimewindow({ selectedTab: 7, realtime: { timewindowMs: -5, interval: 1 }, aggregation: { type: 'MEDIAN', limit: 1e9 }, timezone: 'Mars/Base' }, base);
  t.equal(odd.selectedTab, REALTIME, 'a wrong member keeps the base');
  t.equal(odd.realtime.timewindowMs, MINUTE);
  t.equal(odd.aggregation.type, 'AVG');
  t.equal(odd.aggregation.limit, 500);
  t.equal(odd.timezone, null);
  const history = readTimewindow({ history: { historyType: 1, fixedTimewindow: { startTimeMs: 5000, endTimeMs: 2000 } } }, base);
  t.equal(history.selectedTab, HISTORY, 'a window with only a history part is history');
  t.same(history.history.fixedTimewindow, base.history.fixedTimewindow, 'an end before the start keeps the base period');
});

t.test('the panel form: the chosen tab and type\'s sub-input is required; others may be empty', async (t) => {
  const base = defaultTimewindow(NOW);
  const values = formValues(base, 'UTC');
  const ctx = { now: NOW, viewerZone: 'UTC' };
  let read = readForm({ ...values, [FIELDS.realtimeLast]: '' }, base, ctx);
  t.same(read.errors, { [FIELDS.realtimeLast]: 'timeinterval.interval-required' });
  read = readForm({ ...values, [FIELDS.tab]: '1', [FIELDS.realtimeLast]: '', [FIELDS.historyType]: '1', [FIELDS.historyStart]: '' }, base, ctx);
  t.same(read.errors, { [FIELDS.historyStart]: 'timewindow.date-required' }, 'realtime fields are not required on the history tab');
  read = readForm({ ...values, [FIELDS.tab]: '1', [FIELDS.historyType]: '1', [FIELDS.historyStart]: '2026-11-25T10:00', [FIELDS.historyEnd]: '2026-11-25T13:00:00' }, base, ctx);
  t.same(read.errors, {});
  t.same(read.timewindow.history.fixedTimewindow, { startTimeMs: Date.UTC(2026, 10, 25, 10), endTimeMs: NOW }, 'the end is capped at now');
  read = readForm({ ...values, [FIELDS.tab]: '1', [FIELDS.historyType]: '1', [FIELDS.historyStart]: '2026-02-30T10:00', [FIELDS.timezone]: 'Europe/Berlin' }, base, ctx);
  t.same(read.errors, { [FIELDS.historyStart]: 'timewindow.date-required' }, 'not a date');
  t.equal(read.timewindow.timezone, 'Europe/Berlin');
  read = readForm({ ...values, [FIELDS.timezone]: 'Nowhere/City' }, base, ctx);
  t.same(read.errors, { [FIELDS.timezone]: 'timezone.timezone-required' });
  read = readForm({ ...values, [FIELDS.aggregation]: 'NONE', [FIELDS.limit]: '' }, base, ctx);
  t.same(read.errors, { [FIELDS.limit]: 'aggregation.limit-required' }, 'the limit is required without aggregation');
  read = readForm({ ...values, [FIELDS.aggregation]: 'NONE', [FIELDS.limit]: '3' }, base, ctx);
  t.equal(read.timewindow.aggregation.limit, 7, 'and clamped');
  read = readForm({ ...values, [FIELDS.realtimeLast]: String(DAY), [FIELDS.realtimeInterval]: String(SECOND) }, base, ctx);
  t.equal(read.timewindow.realtime.interval, minInterval(DAY), 'the grouping interval is kept within the new window\'s bounds');
  read = readForm({ ...values, [advancedField(FIELDS.realtimeLast)]: 'on', [`${FIELDS.realtimeLast}.hours`]: '25', [`${FIELDS.realtimeLast}.minutes`]: '0' }, base, ctx);
  t.equal(read.timewindow.realtime.timewindowMs, 25 * HOUR);
  t.notOk(sameTimewindow(read.timewindow, base), 'changed');
  t.ok(sameTimewindow(readForm(values, base, ctx).timewindow, base), 'the form of a window reads back to it');
});

t.test('a stored window without its types is read as upstream reads older dashboards', async (t) => {
  const base = defaultTimewindow(NOW);
  t.equal(readTimewindow({ realtime: { quickInterval: 'CURRENT_HOUR' } }, base).realtime.realtimeType, REALTIME_QUICK, 'realtime naming a quick interval');
  t.equal(readTimewindow({ realtime: { timewindowMs: HOUR } }, base).realtime.realtimeType, LAST_INTERVAL, 'realtime with a length');
  t.equal(readTimewindow({ history: { timewindowMs: HOUR } }, base).history.historyType, LAST_INTERVAL, 'history with a length');
  t.equal(readTimewindow({ history: { quickInterval: 'YESTERDAY' } }, base).history.historyType, HISTORY_QUICK, 'history naming a quick interval');
  t.equal(readTimewindow({ history: { fixedTimewindow: { startTimeMs: NOW - HOUR, endTimeMs: NOW } } }, base).history.historyType, HISTORY_FIXED, 'history with a period');
  t.equal(readTimewindow({ history: { timewindowMs: HOUR } }, base).selectedTab, HISTORY, 'only a history part: the history tab');
  t.equal(readTimewindow({}, base).realtime.realtimeType, base.realtime.realtimeType, 'no realtime part: the base\'s type');
});

t.test('what a window covers: realtime until now, history its last interval, period or whole quick interval', async (t) => {
  const base = defaultTimewindow(NOW);
  const read = (input: unknown) => windowRange(readTimewindow(input, base), NOW, 'UTC');
  t.same(read({ selectedTab: REALTIME, realtime: { realtimeType: LAST_INTERVAL, timewindowMs: HOUR } }), [NOW - HOUR, NOW]);
  t.same(read({ selectedTab: REALTIME, realtime: { realtimeType: REALTIME_QUICK, quickInterval: 'CURRENT_DAY' } }), [Date.UTC(2026, 10, 25), NOW], 'the current day so far');
  t.same(read({ selectedTab: HISTORY, history: { historyType: LAST_INTERVAL, timewindowMs: DAY } }), [NOW - DAY, NOW]);
  t.same(read({ selectedTab: HISTORY, history: { historyType: HISTORY_FIXED, fixedTimewindow: { startTimeMs: NOW - 2 * DAY, endTimeMs: NOW - DAY } } }), [NOW - 2 * DAY, NOW - DAY]);
  t.same(read({ selectedTab: HISTORY, history: { historyType: HISTORY_QUICK, quickInterval: 'YESTERDAY' } }), [Date.UTC(2026, 10, 24), Date.UTC(2026, 10, 25)], 'all of yesterday');
});
