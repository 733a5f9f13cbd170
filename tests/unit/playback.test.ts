// The history playback's rules (spec 4, 9): the steps of a history window, jumps that pause, play that stops at the
// last step and starts again from the first when pressed there, speeds, and nothing to play in a realtime window.
import t from 'tap';
import { nextTick, readPlayback } from '../../server/domain/time-window/playback.ts';
import { defaultTimewindow, HISTORY, HISTORY_FIXED, type Timewindow } from '../../server/domain/time-window/timewindow.ts';
import { HOUR, MINUTE } from '../../server/domain/time-window/time-units.ts';

const START = Date.UTC(2026, 0, 1, 9);
const hour = (grouped: boolean): Timewindow => {
  const base = defaultTimewindow(START + HOUR);
  return {
    ...base,
    selectedTab: HISTORY,
    history: { ...base.history, historyType: HISTORY_FIXED, interval: 15 * MINUTE, fixedTimewindow: { startTimeMs: START, endTimeMs: START + HOUR } },
    aggregation: { type: grouped ? 'AVG' : 'NONE', limit: 500 },
  };
};
const read = (query: Record<string, string>, grouped = false) => readPlayback(query, hour(grouped), START + 2 * HOUR, 'UTC')!;

t.test('a realtime window has no playback', async (t) => {
  t.equal(readPlayback({}, defaultTimewindow(START), START, 'UTC'), null);
});

t.test('steps of the window: a twelfth of it, or the grouping interval, or the one asked for', async (t) => {
  const standing = read({});
  t.match(standing, { active: false, index: 11, count: 12, step: 5 * MINUTE, speed: 1, playing: false, cursorTs: START + HOUR });
  t.match(read({}, true), { count: 4, step: 15 * MINUTE }, 'a grouped window steps by its buckets');
  t.match(read({ playStep: String(10 * MINUTE) }), { count: 6, step: 10 * MINUTE });
  t.match(read({ playStep: '7' }), { step: 10_000 }, 'shorter than 500 steps allow: the shortest offered');
  t.match(read({ playStep: String(11 * MINUTE) }), { step: 10 * MINUTE }, 'a length not offered: the nearest offered one');
  t.ok(standing.stepChoices.every((ms) => HOUR / ms >= 2 && HOUR / ms <= 500), 'between 2 and 500 steps');
});

t.test('jumps pause; the cursor is the end of the shown step', async (t) => {
  t.match(read({ playback: '0', playing: 'true' }), { active: true, index: 0, playing: false, cursorTs: START + 5 * MINUTE });
  t.match(read({ playFrom: '3', playing: 'true' }), { index: 3, playing: true, cursorTs: START + 20 * MINUTE });
  t.match(read({ playback: '99' }), { index: 11 }, 'past the end: the last step');
  t.match(read({ playback: '-1' }), { active: false, index: 11 }, 'not a step: the whole window');
});

t.test('play stops at the last step, and starts again from the first when pressed there', async (t) => {
  t.match(read({ playFrom: '11', playing: 'true' }), { index: 11, playing: false }, 'a tick reaching the end stops');
  t.match(read({ playFrom: '11', playing: 'true', play: 'start' }), { index: 0, playing: true }, 'play pressed at the end');
  const playing = read({ playFrom: '4', playing: 'true', playSpeed: '25' });
  t.same(nextTick(playing), { query: { playFrom: '5', playStep: String(5 * MINUTE), playSpeed: '25', playing: 'true' }, delayMs: 40 });
  t.equal(nextTick(read({ playFrom: '4' })), null, 'paused: no tick');
  t.equal(read({ playSpeed: '3' }).speed, 1, 'speeds are 1, 5, 10 and 25');
});
