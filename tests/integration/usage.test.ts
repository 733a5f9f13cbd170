import t from 'tap';
import { CUSTOMER_A, TENANT } from '../helpers/console.ts';
import { settingsConsole } from '../helpers/settings.ts';
import { unescape } from '../helpers/entity-html.ts';

const ts = 1_700_000_000_000;
const v = (value: string) => ({ ts, value });

t.test('/usage: the tenant API usage', async (t) => {
  const { c, signedIn } = await settingsConsole(t, TENANT);
  const cards = (html: string) => [...html.matchAll(/<li class="account-card usage-card"><h2>([^<]*)<\/h2><p class="badge usage-state usage-state-(\w+)">[^<]*<\/p><p class="usage-count">([^<]*)<\/p>/g)].map((m) => [unescape(m[1]), m[2], unescape(m[3])]);

  t.test("the platform's usage state: every feature, nothing used yet", async (t) => {
    const client = await signedIn();
    const res = await client.get('/usage');
    t.equal(res.statusCode, 200);
    const found = cards(res.body);
    t.equal(found.length, 8);
    t.same(found[0], ['Transport messages', 'enabled', '0, no limit']);
  });

  t.test('counts against limits, states and the bars as the entity query answers them', async (t) => {
    c.platform.script('POST', '/api/entitiesQuery/find', (req) => {
      const body = { data: [{ entityId: { entityType: 'API_USAGE_STATE', id: '9b1e5a40-0000-1000-8000-000000000001' }, timeseries: {}, latest: { TIME_SERIES: {
        transportMsgCount: v('1500'), transportMsgLimit: v('2000'), transportApiState: v('WARNING'),
        transportDataPointsCount: v('10'), transportDataPointsLimit: v('0'),
        emailCount: v('100'), emailLimit: v('100'), emailApiState: v('DISABLED'),
        smsCount: v('not a number'),
      } } }], totalPages: 1, totalElements: 1, hasNext: false };
      return req.url?.startsWith('/api/entitiesQuery/find') ? { status: 200, body } : null;
    });
    t.teardown(() => c.platform.clear());
    const client = await signedIn();
    const res = await client.get('/usage');
    const found = cards(res.body);
    t.same(found[0], ['Transport messages', 'warning', '1,500 of 2,000']);
    t.same(found[1], ['Transport data points', 'warning', '10, no limit'], 'the transport state is shared');
    t.same(found.find((f) => f[0] === 'E-mails'), ['E-mails', 'disabled', '100 of 100']);
    t.same(found.find((f) => f[0] === 'SMS'), ['SMS', 'enabled', '0, no limit'], 'an unreadable count is none');
    t.match(res.body, /<rect class="usage-bar-fill" x="0" y="0" width="75" height="8"/);
    t.match(res.body, /<rect class="usage-bar-fill usage-bar-full" x="0" y="0" width="100" height="8"/);
    t.match(res.body, /Warning: near the limit/);
  });

  t.test('only the tenant administrator has the page', async (t) => {
    const client = c.client();
    await client.signIn(CUSTOMER_A.username, CUSTOMER_A.password);
    t.equal((await client.get('/usage')).statusCode, 403);
  });
});
