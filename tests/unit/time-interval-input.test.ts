// Spec 4's time-interval input: carry, borrow, clamp, null at zero, bounds and the predefined list (spec 9).
import t from 'tap';
import { clampInterval, normalizeParts, partsToMs, splitInterval } from '../../server/domain/time-window/interval-input.ts';
import { intervalsBetween, isPredefined, nearestPredefined, PREDEFINED_INTERVALS } from '../../server/domain/time-window/time-intervals.ts';
import { advancedField, formValues, readInterval, unitField } from '../../server/domain/time-window/timewindow-form.ts';
import { defaultTimewindow } from '../../server/domain/time-window/timewindow.ts';
import { DAY, HOUR, MINUTE, SECOND } from '../../server/domain/time-window/time-units.ts';

const parts = (days: number, hours: number, minutes: number, seconds: number) => ({ days, hours, minutes, seconds });

t.test('60 seconds carry into a minute, 60 minutes into an hour, 24 hours into a day', async (t) => {
  t.same(normalizeParts(parts(0, 0, 0, 60)), parts(0, 0, 1, 0));
  t.same(normalizeParts(parts(0, 0, 60, 0)), parts(0, 1, 0, 0));
  t.same(normalizeParts(parts(0, 24, 0, 0)), parts(1, 0, 0, 0));
  t.same(normalizeParts(parts(0, 23, 59, 60)), parts(1, 0, 0, 0));
});

t.test('a negative field borrows from the larger units', async (t) => {
  t.same(normalizeParts(parts(0, 0, 1, -1)), parts(0, 0, 0, 59));
  t.same(normalizeParts(parts(0, 1, 0, -5)), parts(0, 0, 59, 55));
  t.same(normalizeParts(parts(1, -1, 0, 0)), parts(0, 23, 0, 0));
});

t.test('what cannot borrow is clamped to 0, and zero or less is no value', async (t) => {
  t.same(normalizeParts(parts(0, 0, 0, -5)), parts(0, 0, 0, 0));
  t.same(normalizeParts(parts(-2, 0, 0, 0)), parts(0, 0, 0, 0));
  t.equal(partsToMs(parts(0, 0, 0, 0)), null);
  t.equal(partsToMs(parts(0, 0, 0, -5)), null);
  t.equal(partsToMs(parts(1, 2, 3, 4)), DAY + 2 * HOUR + 3 * MINUTE + 4 * SECOND);
});

t.test('the value is clamped to the input bounds', async (t) => {
  t.equal(clampInterval(500, SECOND, HOUR), SECOND);
  t.equal(clampInterval(2 * HOUR, SECOND, HOUR), HOUR);
  t.equal(clampInterval(MINUTE, SECOND, HOUR), MINUTE);
  t.equal(clampInterval(null, SECOND, HOUR), null);
});

t.test('an interval splits into days, hours, minutes and seconds', async (t) => {
  t.same(splitInterval(DAY + 2 * HOUR + 3 * MINUTE + 4 * SECOND), parts(1, 2, 3, 4));
});

t.test('the predefined list is spec 9\'s, and a value off it switches to advanced mode', async (t) => {
  t.equal(PREDEFINED_INTERVALS.length, 19);
  t.ok(isPredefined(12 * HOUR));
  t.notOk(isPredefined(3 * HOUR));
  t.same(intervalsBetween(MINUTE, 10 * MINUTE), [MINUTE, 2 * MINUTE, 5 * MINUTE, 10 * MINUTE]);
  t.equal(nearestPredefined(SECOND, DAY, 4 * MINUTE), 5 * MINUTE);
  const tw = defaultTimewindow(0);
  tw.realtime.timewindowMs = 3 * HOUR;
  const values = formValues(tw, 'UTC');
  t.equal(values[advancedField('timewindow.realtime.timewindowMs')], 'on');
  t.equal(values[unitField('timewindow.realtime.timewindowMs', 'hours')], '3');
  tw.realtime.timewindowMs = HOUR;
  t.notOk(formValues(tw, 'UTC')[advancedField('timewindow.realtime.timewindowMs')]);
});

t.test('the form reads the advanced fields with carry, else the predefined choice', async (t) => {
  const name = 'timewindow.realtime.timewindowMs';
  t.equal(readInterval({ [advancedField(name)]: 'on', [unitField(name, 'minutes')]: '90', [unitField(name, 'seconds')]: '-30' }, name), 89 * MINUTE + 30 * SECOND);
  t.equal(readInterval({ [name]: String(HOUR) }, name), HOUR);
  t.equal(readInterval({ [name]: 'soon' }, name), null);
  t.equal(readInterval({ [advancedField(name)]: 'on' }, name), null);
});
