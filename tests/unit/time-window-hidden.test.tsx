// The hide options of a dashboard's time window (spec 3 Timewindow, spec 4): the panel leaves out what the dashboard
// hides, its form still carries those fields (so the form without JavaScript reads back the same window), a hidden
// last or quick interval moves realtime to the other, and with everything but the timezone hidden the control is off.
import t from 'tap';
import { renderToStaticMarkup } from 'react-dom/server';
import { TimeWindowControl, type TimeWindowProps } from '../../views/parts/time-window/time-window-control.tsx';
import { controlDisabled, NOTHING_HIDDEN, readHiddenParts, withHiddenTypes, type HiddenParts } from '../../server/domain/time-window/hidden-parts.ts';
import { FIELDS, formValues, readForm } from '../../server/domain/time-window/timewindow-form.ts';
import { defaultTimewindow, LAST_INTERVAL, REALTIME_QUICK, sameTimewindow } from '../../server/domain/time-window/timewindow.ts';

const NOW = Date.UTC(2026, 10, 25, 12, 0, 0);
const ZONE = 'UTC';

function render(hidden: HiddenParts): { html: string; fields: Map<string, string[]> } {
  const current = defaultTimewindow(NOW);
  const props: TimeWindowProps = {
    id: 'tw', action: '/dashboards/x', keep: {}, cancelHref: '/dashboards/x', current,
    values: formValues(withHiddenTypes(current, hidden), ZONE), errors: {}, open: true, strings: {}, locale: 'en-US',
    viewerZone: ZONE, zones: ['UTC'], now: NOW, maxPoints: 500, icon: '#i', hidden,
  };
  const html = renderToStaticMarkup(<TimeWindowControl {...props} />);
  const fields = new Map<string, string[]>();
  for (const m of html.matchAll(/<(input|select)[^>]*name="([^"]+)"[^>]*>/g)) {
    const type = /type="([^"]+)"/.exec(m[0])?.[1] ?? m[1];
    fields.set(m[2], [...(fields.get(m[2]) ?? []), type]);
  }
  return { html, fields };
}

/** What the form sends without JavaScript: every named field's value (checked radios only, selected options). */
function submitted(html: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const m of html.matchAll(/<input[^>]*>/g)) {
    const name = /name="([^"]+)"/.exec(m[0])?.[1];
    const value = /value="([^"]*)"/.exec(m[0])?.[1] ?? '';
    if (!name || (/type="radio"/.test(m[0]) && !/checked=""/.test(m[0]))) continue;
    values[name] ??= value;
  }
  for (const m of html.matchAll(/<select[^>]*name="([^"]+)"[^>]*>([\s\S]*?)<\/select>/g)) {
    values[m[1]] = /<option[^>]*value="([^"]*)"[^>]*selected=""/.exec(m[2])?.[1] ?? /<option[^>]*value="([^"]*)"/.exec(m[2])?.[1] ?? '';
  }
  return values;
}

t.test('the hide flags of a stored window', async (t) => {
  t.same(readHiddenParts(null), NOTHING_HIDDEN);
  t.same(readHiddenParts({ hideInterval: true, hideAggregation: 'yes', hideTimezone: true }), { ...NOTHING_HIDDEN, interval: true, timezone: true }, 'only true hides');
  t.ok(controlDisabled({ ...NOTHING_HIDDEN, interval: true, aggregation: true, aggInterval: true }), 'interval, aggregation and its interval hidden: off');
  t.notOk(controlDisabled({ ...NOTHING_HIDDEN, interval: true, aggregation: true }), 'the grouping interval still shown: on');
});

t.test('a hidden last interval moves realtime to the quick interval, and the reverse', async (t) => {
  const tw = defaultTimewindow(NOW);
  t.equal(withHiddenTypes(tw, { ...NOTHING_HIDDEN, lastInterval: true }).realtime.realtimeType, REALTIME_QUICK);
  const quick = { ...tw, realtime: { ...tw.realtime, realtimeType: REALTIME_QUICK } } as typeof tw;
  t.equal(withHiddenTypes(quick, { ...NOTHING_HIDDEN, quickInterval: true }).realtime.realtimeType, LAST_INTERVAL);
  t.equal(withHiddenTypes(tw, { ...NOTHING_HIDDEN, lastInterval: true, quickInterval: true }).realtime.realtimeType, LAST_INTERVAL, 'both hidden: unchanged');
});

t.test('the panel leaves out hidden parts and its form still reads back the same window', async (t) => {
  const shown = render(NOTHING_HIDDEN);
  t.same(shown.fields.get(FIELDS.aggregation), ['select']);
  t.same(shown.fields.get(FIELDS.timezone), ['select']);
  t.same(shown.fields.get(FIELDS.realtimeQuick), ['select']);

  const cases: [string, Partial<HiddenParts>, string[]][] = [
    ['interval', { interval: true }, [FIELDS.realtimeType, FIELDS.historyType, FIELDS.historyStart, FIELDS.realtimeQuick, FIELDS.historyQuick]],
    ['aggregation', { aggregation: true }, [FIELDS.aggregation]],
    ['grouping interval and limit', { aggInterval: true }, [FIELDS.limit]],
    ['timezone', { timezone: true }, [FIELDS.timezone]],
    ['quick interval', { quickInterval: true }, [FIELDS.realtimeQuick, FIELDS.historyQuick]],
  ];
  for (const [what, flags, names] of cases) {
    const hidden = { ...NOTHING_HIDDEN, ...flags };
    const { html, fields } = render(hidden);
    for (const name of names) t.same(fields.get(name), ['hidden'], `${what} hidden: ${name} only as a hidden field`);
    const start = withHiddenTypes(defaultTimewindow(NOW), hidden);
    const read = readForm(submitted(html), start, { now: NOW, viewerZone: ZONE, maxPoints: 500 });
    t.same(read.errors, {}, `${what} hidden: the form is complete`);
    t.ok(sameTimewindow(read.timewindow, start), `${what} hidden: the form reads back the window`);
  }
  const lastHidden = render({ ...NOTHING_HIDDEN, lastInterval: true });
  t.same(lastHidden.fields.get(FIELDS.realtimeType), ['radio'], 'last interval hidden: only the quick interval\'s choice');
  t.equal(submitted(lastHidden.html)[FIELDS.realtimeType], String(REALTIME_QUICK), 'and it is chosen');
});

t.test('with the interval, aggregation and its interval hidden the control is a label, not a button', async (t) => {
  const { html, fields } = render({ ...NOTHING_HIDDEN, interval: true, aggregation: true, aggInterval: true });
  t.equal(fields.size, 0, 'no form');
  t.match(html, /<span class="timewindow-button" aria-disabled="true">/);
  t.notMatch(html, /<summary/);
});
