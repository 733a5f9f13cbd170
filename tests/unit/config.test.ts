import t from 'tap';
import { ConfigError, loadConfig, trustProxySetting } from '../../server/config.ts';

t.test('defaults', async (t) => {
  const c = loadConfig({});
  t.equal(c.PORT, 8080);
  t.equal(c.HOST, '0.0.0.0');
  t.equal(c.BASE_PATH, '');
  t.equal(c.PLATFORM_URL, undefined);
});

t.test('typed values from the environment', async (t) => {
  const c = loadConfig({ PORT: '9000', BASE_PATH: '/fb', PLATFORM_URL: 'http://tb:8080', LOG_LEVEL: 'warn', REDIS_URL: 'redis://r:6379' });
  t.equal(c.PORT, 9000);
  t.equal(c.BASE_PATH, '/fb');
  t.equal(c.REDIS_URL, 'redis://r:6379');
});

t.test('bad values are named', async (t) => {
  t.throws(() => loadConfig({ PORT: 'x' }), ConfigError);
  t.throws(() => loadConfig({ BASE_PATH: 'fb/' }), /BASE_PATH/);
  t.throws(() => loadConfig({ SESSION_SECRET: 'short' }), /SESSION_SECRET/);
  t.throws(() => loadConfig({ PLATFORM_URL: 'ftp://x' }), /PLATFORM_URL/);
  for (const bad of ['console.example', 'https://console.example/path', 'https://user@console.example', 'javascript:alert(1)']) {
    t.throws(() => loadConfig({ PUBLIC_URL: bad }), /PUBLIC_URL/, bad);
  }
  t.equal(loadConfig({ PUBLIC_URL: 'https://console.example:8443/' }).PUBLIC_URL, 'https://console.example:8443/');
});

t.test('TRUST_PROXY', async (t) => {
  t.equal(trustProxySetting(''), false);
  t.equal(trustProxySetting('true'), true);
  t.same(trustProxySetting('10.0.0.1, 10.0.0.2'), ['10.0.0.1', '10.0.0.2']);
  const hops = trustProxySetting('1') as (a: string, h: number) => boolean;
  t.equal(hops('x', 0), true);
  t.equal(hops('x', 1), false);
});

t.test('map tiles: unset by default; a template with {z}, {x} and {y}; a cache bound', async (t) => {
  const defaults = loadConfig({});
  t.equal(defaults.MAP_TILE_URL, undefined, 'no tile provider unless one is set');
  t.equal(defaults.MAP_TILE_CACHE_MB, 256);
  t.equal(loadConfig({ MAP_TILE_URL: 'https://{s}.tile.example.org/{z}/{x}/{y}.png' }).MAP_TILE_URL, 'https://{s}.tile.example.org/{z}/{x}/{y}.png');
  for (const bad of ['https://tile.example.org/{z}/{x}.png', 'ftp://tile.example.org/{z}/{x}/{y}.png', 'tile.example.org/{z}/{x}/{y}.png']) {
    t.throws(() => loadConfig({ MAP_TILE_URL: bad }), /MAP_TILE_URL/, bad);
  }
  t.throws(() => loadConfig({ MAP_TILE_CACHE_MB: '0' }), /MAP_TILE_CACHE_MB/);
});
