import { randomUUID } from 'node:crypto';
import t from 'tap';
import { contractFixture } from '../helpers/contract-fixture.ts';
import type { NamedCall } from '../helpers/contract-fixture.ts';
import { PROSE_CALLS, SPEC_PROSE_CALLS } from '../fixtures/prose-calls.ts';
import { DEMO, call, login, withEmulator } from '../helpers/emulator.ts';

// Every `METHOD /api/...` the contract (and the console specs) name must reach a handler of the emulator: any answer
// counts as served except the router's own "No handler found" 404 or "Request method ... not supported" 405, or a
// parametric route that took a literal segment of the call for an id (`GET /api/resource/lwm2m` → `Invalid UUID string:
// lwm2m`). Placeholders become random UUIDs (or SAMPLE_VALUES), so most calls answer 4xx: only routing is checked here.

/** Calls the contract names that the emulator deliberately does not serve, with the reason. */
const NOT_SERVED = new Map<string, string>([]);

/** Calls only the specs name (not the contract); the contract is authoritative, these are noted, not served. */
const SPEC_ONLY_NOT_SERVED = new Map<string, string>([
  // Self sign-up e-mail activation lives in the Professional Edition's SignUpController; Community Edition 3.4.4 has no
  // such handler, so a real 3.4.4 answers these /api/noauth calls with its unknown-path 404, and so does the emulator.
  ['POST /api/noauth/activateByEmailCode', 'PE sign-up only: CE 3.4.4 answers 404 (unknown path), as the emulator does'],
  ['POST /api/noauth/resendEmailActivation', 'PE sign-up only: CE 3.4.4 answers 404 (unknown path), as the emulator does'],
  // Shorthand in the spec: attributes are saved at .../attributes/{scope} and deleted at .../{scope} (contract 5.5, 5.6).
  ['POST /api/plugins/telemetry/{}/{}/values/attributes/{}', 'saved at .../{entityType}/{entityId}/attributes/{scope}'],
  ['DELETE /api/plugins/telemetry/{}/{}/values/attributes/{}', 'deleted at .../{entityType}/{entityId}/{scope}'],
]);

/** Path parameters the router would route differently with a plain UUID (enums and keys). */
const SAMPLE_VALUES: Record<string, string> = {
  entityType: 'DEVICE',
  scope: 'SERVER_SCOPE',
  eventType: 'ERROR',
  componentType: 'ENRICHMENT',
  componentDescriptorClazz: 'org.thingsboard.rule.engine.filter.TbMsgTypeSwitchNode',
  otaPackageType: 'FIRMWARE',
  type: 'FIRMWARE',
  key: 'general',
  queueName: 'Main',
  deviceName: 'Thermostat T1',
  ttl: '0',
};

// The spec's generic assignment calls (`/api/customer/{cid}/{kind}/{id}` ...) stand for these entity kinds; dashboards
// are left out because their unassign path also names the customer (contract 4.7 lists it).
const ASSIGNABLE_KINDS = ['device', 'asset', 'entityView', 'edge'];

function expandKinds(calls: NamedCall[]): NamedCall[] {
  return calls.flatMap((named) =>
    named.path.includes('{kind}') ? ASSIGNABLE_KINDS.map((kind) => ({ ...named, path: named.path.replace('{kind}', kind) })) : [named]);
}

/** Method and path with the parameter names dropped: `/api/device/{id}` and `/api/device/{deviceId}` are one call. */
function callKey(method: string, path: string): string {
  return `${method} ${path.replace(/\{[^}]*\}/g, '{}')}`;
}

function normalised(list: Map<string, string>): Map<string, string> {
  return new Map([...list].map(([key, reason]) => [callKey(key.split(' ')[0], key.split(' ')[1]), reason]));
}

function concretePath(path: string): string {
  return path.replace(/\{([^}]+)\}/g, (_whole, name: string) => encodeURIComponent(SAMPLE_VALUES[name] ?? randomUUID()));
}

/** The router's own answers, or a parametric route that took one of the call's literal segments for an id. */
function unserved(status: number, body: any, path: string): boolean {
  const message = typeof body?.message === 'string' ? body.message : '';
  if (status === 404 && message.startsWith('No handler found for ')) return true;
  if (status === 405 && message.startsWith('Request method ')) return true;
  const literals = path.split('/').filter((segment) => segment !== '' && !segment.startsWith('{'));
  return status === 400 && literals.some((segment) => message === `Invalid UUID string: ${segment}`);
}

interface Checks {
  ok(value: unknown, message: string): unknown;
  notOk(value: unknown, message: string): unknown;
}

async function checkServed(t: Checks, url: string, calls: NamedCall[], allowList: Map<string, string>): Promise<void> {
  // Some calls (logout, jwtSettings) end the session that made them: sign in again when the token stops working.
  let token = (await login(url, DEMO.tenant[0], DEMO.tenant[1])).token;
  for (const named of calls) {
    const key = `${named.method} ${named.path}`;
    const reason = allowList.get(callKey(named.method, named.path));
    const path = concretePath(named.path);
    let res = await call(url, path, { token, method: named.method, body: named.method === 'GET' ? undefined : {} });
    if (res.status === 401) {
      token = (await login(url, DEMO.tenant[0], DEMO.tenant[1])).token;
      res = await call(url, path, { token, method: named.method, body: named.method === 'GET' ? undefined : {} });
    }
    if (reason !== undefined) {
      t.ok(unserved(res.status, res.body, named.path), `${key} is on the allow-list (${reason}); remove it there once it is served`);
    } else {
      t.notOk(unserved(res.status, res.body, named.path), `${key} (${named.where}) is served: ${res.status}`);
    }
  }
}

const fixture = contractFixture();

t.test('every call of the contract reaches a handler', async (t) => {
  const { url } = await withEmulator(t);
  const calls = [...fixture.contractCalls];
  t.ok(calls.length > 250, `the parser finds the contract's calls (${calls.length})`);
  for (const key of normalised(NOT_SERVED).keys()) t.ok(calls.some((c) => callKey(c.method, c.path) === key), `${key} is still in the contract`);
  for (const [key, text] of PROSE_CALLS) {
    t.ok(fixture.proseFound.includes(`platform-api.md: ${text}`), `the contract still names ${key} (as "${text}")`);
    const [method, path] = key.split(' ');
    if (!calls.some((c) => callKey(c.method, c.path) === callKey(method, path))) calls.push({ method, path, where: 'prose' });
  }
  const sections = [...new Set(calls.map((c) => c.where))];
  for (const section of sections) {
    await t.test(section, async (t) => {
      await checkServed(t, url, calls.filter((c) => c.where === section), normalised(NOT_SERVED));
    });
  }
});

t.test('every call the console specs name reaches a handler', async (t) => {
  const { url } = await withEmulator(t);
  const contract = new Set([
    ...fixture.contractCalls.map((c) => callKey(c.method, c.path)),
    ...PROSE_CALLS.map(([key]) => callKey(key.split(' ')[0], key.split(' ')[1])),
  ]);
  t.ok(Object.keys(fixture.specCalls).length >= 2, 'both console specs are in the fixture');
  for (const [file, named] of Object.entries(fixture.specCalls)) {
    const calls = expandKinds(named);
    await t.test(file, async (t) => {
      for (const [, key, words] of SPEC_PROSE_CALLS.filter(([name]) => name === file)) {
        t.ok(fixture.proseFound.includes(`${file}: ${words}`), `${file} still names ${key} (as "${words}")`);
        const [method, path] = key.split(' ');
        calls.push({ method, path, where: file });
      }
      await checkServed(t, url, calls, normalised(new Map([...NOT_SERVED, ...SPEC_ONLY_NOT_SERVED])));
      for (const named of calls.filter((c) => !contract.has(callKey(c.method, c.path)))) {
        t.comment(`${named.method} ${named.path} is named by ${file} but not by the contract`);
      }
    });
  }
});

t.test('the PE sign-up activation calls answer as an unknown path, as on CE 3.4.4', async (t) => {
  const { url } = await withEmulator(t);
  const answer = async (path: string) => {
    const res = await call(url, path, { method: 'POST', body: {} });
    // Spring's message names the path; compare it with the path taken out.
    const message = String(res.body.message).replace(path.split('?')[0], '{path}');
    return { status: res.status, body: { ...res.body, timestamp: undefined, message } };
  };
  const unknown = await answer('/api/noauth/noSuchCall');
  t.equal(unknown.status, 404, 'an unknown /api/noauth call is a 404 without signing in');
  t.same(await answer('/api/noauth/activateByEmailCode?emailCode=abc'), unknown);
  t.same(await answer('/api/noauth/resendEmailActivation?email=tenant%40thingsboard.org'), unknown);
});
