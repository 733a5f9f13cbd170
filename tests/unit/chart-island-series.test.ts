// The chart island's points (islands/chart/series-data.ts): the server's first points, then the live bridge's
// points events, as the server's own merge keeps them.
import t from 'tap';
import { ChartSeries } from '../../islands/chart/series-data.ts';

t.test('an update replaces a point of the same time, adds new ones and drops those before the window', (t) => {
  const data = new ChartSeries([[[1000, 1], [2000, 2], [3000, 3]], [[2000, 20]]], 1000, 4000);
  data.apply({ id: 'widget-0', startTs: 2000, endTs: 5000, full: false, series: [[[3000, 30], [4000, 4]], []] });
  t.same(data.points(0), [[2000, 2], [3000, 30], [4000, 4]], 'the bucket of 3000 replaced, 4000 added, 1000 out of the window');
  t.same(data.points(1), [[2000, 20]], 'a series without points in the update is kept');
  t.same(data.aligned(), [[2000, 3000, 4000], [2, 30, 4], [20, null, null]], 'aligned on every time, null where a series has none');
  t.equal(data.endTs, 5000, 'the window moved on');
  t.end();
});

t.test('a snapshot replaces every point; numbers only', (t) => {
  const data = new ChartSeries([[[1000, 1], [2000, 2]]], 0, 3000);
  data.apply({ id: 'widget-0', startTs: 0, endTs: 3000, full: true, series: [[[2500, 5], [2600, 'x' as unknown as number]], [[2500, 9]]] });
  t.same(data.points(0), [[2500, 5]], 'the snapshot\'s points only, the text left out');
  t.equal(data.count, 1, 'a series the chart does not have is ignored');
  t.end();
});
