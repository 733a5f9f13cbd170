import t from 'tap';
import { PNG } from 'pngjs';
import { key, entitySource } from '../helpers/dashboards.ts';
import { renderWidget, rowsFor, T1, T2, tags, textOf, widgetView } from '../helpers/widget-render.tsx';
import { mapFrame, worldPoint } from '../../views/dashboard/widgets/maps/map-geometry.ts';

// The slippy-map formulas of the OpenStreetMap wiki, written independently of the console's projection.
const slippy = (lat: number, lng: number, zoom: number) => {
  const n = 2 ** zoom * 256;
  const rad = (lat * Math.PI) / 180;
  return { x: ((lng + 180) / 360) * n, y: ((1 - Math.asinh(Math.tan(rad)) / Math.PI) / 2) * n };
};

const T1_AT = { lat: 37.3948, lng: -122.1503 };
const T2_AT = { lat: 37.493801, lng: -121.948769 };
const TILES = { href: (tile: { z: number; x: number; y: number }) => `/tiles/${tile.z}/${tile.x}/${tile.y}.png`, attribution: '© OpenStreetMap contributors' };
const TOOLTIP = '<b>${entityName}</b><br/>Temperature: ${temperature:1} °C<br/><link-act name="details">Details</link-act>';

function thermostatMap(settings: Record<string, unknown> = {}, size: [number, number] = [13, 6]) {
  const w = widgetView('maps_v2.openstreetmap', 'latest', {
    showTitle: false,
    datasources: [entitySource('a', [key('temperature', 'timeseries'), key('latitude', 'attribute'), key('longitude', 'attribute')])],
    settings: { latKeyName: 'latitude', lngKeyName: 'longitude', fitMapBounds: true, defaultZoomLevel: 14, label: '${entityName}', showLabel: true, tooltipPattern: TOOLTIP, ...settings },
    actions: { tooltipAction: [{ id: 'a1', name: 'details', icon: 'more_horiz', type: 'openDashboardState', targetDashboardStateId: 'chart', setEntityId: true }] },
  }, {}, size);
  const at = [T1_AT, T2_AT];
  return rowsFor(w, [T1, T2], (k, e) => ({ latest: k === 'temperature' ? String(21.04 + e) : String(k === 'latitude' ? at[e].lat : at[e].lng) }));
}

/** The tip of each pin (the marker's position) in frame pixels, from its drawn transform. */
function pinTips(html: string): { x: number; y: number }[] {
  return [...html.matchAll(/<g transform="translate\(([-\d.]+) ([-\d.]+)\) scale\(([\d.]+)\)"><path/g)].map((m) => ({ x: Number(m[1]) + 12 * Number(m[3]), y: Number(m[2]) + 36 * Number(m[3]) }));
}

t.test('projection: the Web Mercator pixels of the slippy-map tiles', async (t) => {
  t.same(worldPoint({ lat: 0, lng: 0 }, 0), { x: 128, y: 128 });
  for (const p of [T1_AT, T2_AT, { lat: -33.8688, lng: 151.2093 }]) {
    for (const zoom of [3, 10, 16]) {
      const ours = worldPoint(p, zoom);
      const theirs = slippy(p.lat, p.lng, zoom);
      t.ok(Math.abs(ours.x - theirs.x) < 1e-6 && Math.abs(ours.y - theirs.y) < 1e-6, `${p.lat},${p.lng} at zoom ${zoom}`);
    }
  }
  const frame = mapFrame({ x: 10, y: 10 }, 1, { width: 300, height: 200 });
  t.ok(frame.tiles.every((tile) => tile.x >= 0 && tile.x < 2 && tile.y >= 0 && tile.y < 2), 'tiles wrap sideways and stop at the poles');
  t.equal(new Set(frame.tiles.map((tile) => `${tile.x}/${tile.y}`)).size, frame.tiles.length, 'no tile twice');
});

t.test('openstreetmap: fitted zoom, markers at their coordinates over the tiles, labels, tooltips, tooltip links', async (t) => {
  const html = renderWidget(thermostatMap(), 'en_US', { tiles: TILES });
  // Fitted into 360 × 272 pixels (the smaller of the desktop area, 13 × 48 − 16 = 608 by 6 × 48 − 16 = 272, and a
  // phone's 360 px): with 50 pixels of padding each side the thermostats (0.2015° apart east-west, 0.099°
  // north-south) fit at zoom 10 (147 × 91 pixels) but not at 11.
  t.match(html, /data-zoom="10"/, 'the deepest zoom that fits both thermostats');
  const a = slippy(T1_AT.lat, T1_AT.lng, 10);
  const b = slippy(T2_AT.lat, T2_AT.lng, 10);
  // The frame is drawn centred: its half size is the translation of its layer.
  const half = /<g transform="translate\(-([\d.]+) -([\d.]+)\)">/.exec(html)!.slice(1).map(Number);
  const origin = { x: Math.round((a.x + b.x) / 2 - half[0]), y: Math.round((a.y + b.y) / 2 - half[1]) };
  const tips = pinTips(html);
  t.equal(tips.length, 2, 'a pin per thermostat');
  for (const [i, p] of [a, b].entries()) {
    t.ok(Math.abs(tips[i].x - (p.x - origin.x)) < 0.2 && Math.abs(tips[i].y - (p.y - origin.y)) < 0.2, `thermostat ${i + 1} at its position in the frame (${tips[i].x}, ${tips[i].y})`);
  }
  t.ok(Math.abs(tips[0].x + tips[1].x - 2 * half[0]) < 1 && Math.abs(tips[0].y + tips[1].y - 2 * half[1]) < 1, 'the two thermostats around the middle of the widget');
  const images = tags(html, 'image');
  const t1Tile = `/tiles/10/${Math.floor(a.x / 256)}/${Math.floor(a.y / 256)}.png`;
  const under = images.find((img) => img.href === t1Tile);
  t.ok(under, `the tile under T1 (${t1Tile}) through the console`);
  t.ok(Number(under!.x) <= tips[0].x && tips[0].x < Number(under!.x) + 256 && Number(under!.y) <= tips[0].y && tips[0].y < Number(under!.y) + 256, 'placed where T1 is');
  t.ok(images.every((img) => /^\/tiles\/10\/\d+\/\d+\.png$/.test(img.href)), 'every tile from the console, none from the internet');
  t.match(html, /<text class="map-label"[^>]*>Thermostat T1<\/text>/, 'the label pattern');
  t.match(html, /<title>Thermostat T1\nTemperature: 21\.0 °C<\/title>/, 'the tooltip pattern as the marker title, the link-act left out');
  const links = tags(html, 'a').filter((l) => l.class === 'map-marker');
  t.equal(links.length, 2, "each marker follows the tooltip's action");
  const state = JSON.parse(Buffer.from(decodeURIComponent(new URL(links[1].href, 'http://x').searchParams.get('state')!), 'base64').toString());
  t.same(state.at(-1), { id: 'chart', params: { entityId: T2.id, entityName: 'Thermostat T2', entityLabel: '' } }, 'to the chart state of that thermostat');
  t.match(textOf(html), /© OpenStreetMap contributors/, 'the attribution');
  t.match(html, /<table class="visually-hidden">/, 'the places as a table for screen readers');
});

t.test('maps without tiles, zoom links, entities without a position, a one-entity map', async (t) => {
  const plain = renderWidget(thermostatMap());
  t.notMatch(plain, /<image/, 'no tile provider: no tiles');
  t.match(textOf(plain), /Map tiles are not available/);
  t.equal(pinTips(plain).length, 2, 'the markers still');

  const zoomed = renderWidget(thermostatMap(), 'en_US', { tiles: TILES, here: '/dashboards/d1?state=default&zoom.w-1=12' });
  t.match(zoomed, /data-zoom="12"/, 'the zoom from the address');
  const zoom = (label: string) => tags(zoomed, 'a').find((l) => l['aria-label'] === label)?.href;
  t.equal(zoom('Zoom in'), '/dashboards/d1?state=default&zoom.w-1=13');
  t.equal(zoom('Zoom out'), '/dashboards/d1?state=default&zoom.w-1=11');
  t.match(zoomed, /<a class="icon-button" href="[^"]+" aria-label="Zoom in" title="Zoom in">/, 'named by its tooltip');

  const w = thermostatMap();
  w.data.rows[1].values = w.data.rows[1].values.map((v) => (v.key.name === 'latitude' ? { ...v, latest: null } : v));
  const one = renderWidget(w);
  t.equal(pinTips(one).length, 1);
  t.match(textOf(one), /Without a location: Thermostat T2/);
  t.match(one, /data-zoom="16"/, 'one position: fitted no deeper than zoom 16');
  const fixed = renderWidget(thermostatMap({ fitMapBounds: false, defaultZoomLevel: 14 }));
  t.match(fixed, /data-zoom="14"/, 'fitMapBounds off: the default zoom');
});

t.test('route map: a line through the positions over time, the marker at the last one', async (t) => {
  const w = widgetView('maps_v2.route_map_openstreetmap', 'timeseries', {
    datasources: [entitySource('a', [key('latitude', 'timeseries'), key('longitude', 'timeseries')])],
    settings: { color: '#1976d3', strokeWeight: 3 },
  });
  const ts = (i: number) => 1_700_000_000_000 + i * 60_000;
  const track = [[37.39, -122.15], [37.41, -122.1], [37.45, -122.0], [37.49, -121.95]];
  rowsFor(w, [T1], (k) => ({ series: track.map((p, i) => [ts(i), String(k === 'latitude' ? p[0] : p[1])]) }));
  const html = renderWidget(w, 'en_US', { tiles: TILES });
  const line = tags(html, 'polyline')[0];
  t.ok(line, 'a route');
  const points = line.points.split(' ').map((p) => p.split(',').map(Number));
  t.equal(points.length, 4, 'through every position');
  t.equal(line.stroke, '#1976d3');
  t.equal(line['stroke-width'], '3');
  const tip = pinTips(html)[0];
  t.ok(Math.abs(tip.x - points[3][0]) < 0.2 && Math.abs(tip.y - points[3][1]) < 0.2, 'the marker where the route ends');
});

t.test('image map: markers at x/y parts of the image, fitted into the widget; only images the console may show', async (t) => {
  const png = new PNG({ width: 200, height: 100 });
  const image = `data:image/png;base64,${PNG.sync.write(png).toString('base64')}`;
  const map = (url: string) => {
    const w = widgetView('maps_v2.image_map', 'latest', {
      datasources: [entitySource('a', [key('xPos', 'attribute'), key('yPos', 'attribute')])],
      settings: { mapImageUrl: url, xPosKeyName: 'xPos', yPosKeyName: 'yPos' },
    });
    return rowsFor(w, [T1], (k) => ({ latest: k === 'xPos' ? '0.25' : '0.5' }));
  };
  const html = renderWidget(map(image));
  // The frame is 12 × 48 − 16 = 560 by 6 × 48 − 16 − 40 (the title) = 232: the 200 × 100 image fits at 464 × 232,
  // 48 pixels from the left.
  const img = tags(html, 'image')[0];
  t.same([img.x, img.y, img.width, img.height], ['48', '0', '464', '232']);
  const [tip] = pinTips(html);
  t.ok(Math.abs(tip.x - (48 + 0.25 * 464)) < 0.2 && Math.abs(tip.y - 116) < 0.2, `the marker a quarter across and half down the image (${tip.x}, ${tip.y})`);
  t.match(html, /<th scope="col">X position<\/th>/);

  const foreign = renderWidget(map('https://images.example.com/plan.png'));
  t.notMatch(foreign, /<image/, 'an image from another origin is not loaded');
  t.match(textOf(foreign), /No map image is configured/);
  t.equal(pinTips(foreign).length, 1, 'the markers over the plain frame');
});

t.test('Google, HERE and Tencent maps stay unsupported, listing the positions', async (t) => {
  for (const type of ['maps_v2.google_maps', 'maps_v2.here_map', 'maps_v2.tencent_maps', 'input_widgets.markers_placement_google_maps']) {
    const w = widgetView(type, 'latest', { datasources: [entitySource('a', [key('latitude', 'attribute'), key('longitude', 'attribute')])] });
    rowsFor(w, [T1], (k) => ({ latest: k === 'latitude' ? '37.3948' : '-122.1503' }));
    const html = renderWidget(w, 'de_DE', { tiles: TILES });
    t.match(textOf(html), /Dieser Kartenanbieter wird noch nicht unterstützt.*Thermostat T1 37,3948 -122,1503/, type);
    t.notMatch(html, /<image/);
  }
});
