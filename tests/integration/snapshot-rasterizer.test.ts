import t from 'tap';
import { PNG } from 'pngjs';
import { RasterError, Rasterizer } from '../../server/snapshots/rasterize.ts';

// resvg 2.6 aborts its process (a Rust panic across the native boundary) on a clip that lies wholly outside the
// picture: the console's own process must survive it.
const PANICS = '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300"><clipPath id="c"><rect x="10" y="788" width="280" height="350"/></clipPath><g clip-path="url(#c)"><line x1="14" x2="286" y1="839" y2="839" stroke="#e0e0e0"/></g></svg>';
const RED = '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><rect width="40" height="30" fill="#ff0000"/><text x="2" y="20" font-size="12">Ab</text></svg>';

t.test('resvg runs in a child process: a crash there fails one picture, and the next is drawn', async (t) => {
  const rasterizer = new Rasterizer();
  t.teardown(() => rasterizer.close());
  const first = PNG.sync.read(await rasterizer.render(RED));
  t.same([first.width, first.height, first.data[0], first.data[1]], [40, 30, 255, 0], 'a picture of the SVG');
  await t.rejects(rasterizer.render(PANICS), RasterError, 'the crash is an error of that picture');
  const after = PNG.sync.read(await rasterizer.render(RED));
  t.equal(after.width, 40, 'a new rasterizer process draws the next one');
  await t.rejects(rasterizer.render('<svg'), RasterError, 'an SVG resvg cannot read is an error too');
});

t.test('an aborted picture stops the rasterizer at once', async (t) => {
  const rasterizer = new Rasterizer();
  t.teardown(() => rasterizer.close());
  const abort = new AbortController();
  const drawing = rasterizer.render(RED.replace('width="40" height="30"', 'width="4000" height="4000"'), abort.signal);
  abort.abort();
  await t.rejects(drawing, RasterError);
  t.equal(PNG.sync.read(await rasterizer.render(RED)).height, 30, 'and the next picture is drawn');
});
