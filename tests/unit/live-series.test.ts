// A live chart's points: a bucket of the same time replaced, new points added in time order, those before the
// window dropped, at most the limit kept; the window follows the clock.
import t from 'tap';
import { mergedSeries, slidWindow, tsCommandOf } from '../../server/dashboards/live-series.ts';
import type { KeyValue, ResolvedWindow } from '../../server/domain/dashboard/dashboard-view.ts';
import type { DataKeyConfig } from '../../server/domain/dashboard/dashboard-config.ts';
import type { EntityData } from '../../server/platform/types/entity-query.ts';

const window: ResolvedWindow = { startTs: 1000, endTs: 2000, interval: 100, agg: 'AVG', limit: 4, realtime: true, timeZone: 'UTC' };
const key = { name: 'temperature', type: 'timeseries' } as DataKeyConfig;
const value: KeyValue = { key, latest: null, series: [[1000, '1'], [1100, '2'], [1200, '3']] };
const data = (points: [number, string][]): EntityData => ({
  entityId: { entityType: 'DEVICE', id: 'x' },
  latest: {},
  timeseries: { temperature: points.map(([ts, v]) => ({ ts, value: v })) },
});

t.test('merging points', async (t) => {
  t.same(mergedSeries(value, data([[1200, '3.5'], [1300, '4']]), window).series, [[1000, '1'], [1100, '2'], [1200, '3.5'], [1300, '4']], 'the bucket of the same time replaced, the new one added');
  t.same(mergedSeries(value, data([[1400, '5'], [1300, '4']]), window).series, [[1100, '2'], [1200, '3'], [1300, '4'], [1400, '5']], 'the newest up to the limit, in time order');
  t.same(mergedSeries(value, data([[1300, '4']]), { ...window, startTs: 1150 }).series, [[1200, '3'], [1300, '4']], 'points before the window dropped');
  t.equal(mergedSeries(value, data([]), window), value, 'nothing for the key: unchanged');
  t.equal(mergedSeries({ ...value, key: { ...key, type: 'attribute' } }, data([[1300, '4']]), window).series.length, 3, 'not a time-series key: unchanged');
});

t.test('the window and its command', async (t) => {
  t.same(slidWindow(window, 2500), { ...window, startTs: 1500, endTs: 2500 }, 'moved on to now, its length kept');
  t.equal(slidWindow(window, 1500), window, 'not moved back');
  t.same(tsCommandOf(window, ['temperature'], 5000), { keys: ['temperature'], startTs: 4000, timeWindow: 1000, interval: 100, limit: 4, agg: 'AVG' });
});
