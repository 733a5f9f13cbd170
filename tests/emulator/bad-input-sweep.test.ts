import { createHash } from 'node:crypto';
import { DatabaseSync } from 'node:sqlite';
import t from 'tap';
import { authorisedCalls, contractCalls } from '../helpers/contract-fixture.ts';
import type { Authority, NamedCall } from '../helpers/contract-fixture.ts';
import { DEMO, ERROR_TIMESTAMP, call, customerByTitle, deviceByName, login, session, withEmulator } from '../helpers/emulator.ts';
import type { ApiResponse } from '../helpers/emulator.ts';
import { tempDbPath } from '../helpers/temp-db.ts';
import { enablePlatformTwoFa, enableTotp } from '../helpers/two-factor.ts';

// The bar for sections 0-4 (and bulk import, 11.4): bad input (malformed JSON, wrong id format, unknown sort
// property, oversized page) gets the platform's status and error body, never a crash, and changes no data. Every call
// the contract names in those sections is sent bad input as an authority the contract allows; the database is compared
// before and after each call's bad requests.

const SECTIONS = [0, 1, 2, 3, 4];
const ERROR_KEYS = ['status', 'message', 'errorCode', 'timestamp'];
/** What a 500/2 may say: the framework's binding messages and the persistence layer's unknown sort property. */
const FRAMEWORK_500 = /^(JSON parse error: |Required request body is missing$|Failed to convert value |Required request parameter |could not resolve property: )/;
/** Calls that end the caller's session, change the signing key or sign in: bad input to them is tested in the auth tests. */
const SESSION_CALLS = /^\/api\/(auth\/(logout|changePassword|login|login\/public|token)|admin\/jwtSettings)$/;
/** Tables that record the failed attempts themselves (audit FAILURE records, sign-in bookkeeping). */
const LOG_TABLES = new Set(['audit_log', 'outbox', 'token_invalidation', 'event']);

function databaseDigest(db: DatabaseSync): string {
  const hash = createHash('sha1');
  const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as { name: string }[];
  for (const { name } of tables.filter((table) => !LOG_TABLES.has(table.name))) {
    for (const row of db.prepare(`SELECT * FROM ${name} ORDER BY 1`).all()) {
      hash.update(name + JSON.stringify(row, (_key, value) => (typeof value === 'bigint' ? String(value) : value)));
    }
  }
  return hash.digest('hex');
}

interface Checks {
  ok(value: unknown, message: string): unknown;
  same(found: unknown, wanted: unknown, message: string): unknown;
  match(found: unknown, pattern: RegExp, message: string): unknown;
}

/** A body the call binds, so that the path's id is what fails (customer sets are arrays, uploads multipart). */
function bindableBody(path: string): unknown {
  if (path.startsWith('/api/dashboard/{dashboardId}/customers')) return [];
  if (/^\/api\/otaPackage\/\{[^}]+\}$/.test(path)) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array([1, 2, 3])]), 'fw.bin');
    return form;
  }
  return {};
}

async function multipart(url: string, path: string, token: string, body: FormData): Promise<ApiResponse> {
  const response = await fetch(`${url}${path}`, { method: 'POST', headers: { 'X-Authorization': `Bearer ${token}` }, body });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, body: JSON.parse(text) };
}

/** An error in the platform's shape; a 500 only with a framework message (never a crash of ours). */
function expectPlatformError(t: Checks, res: ApiResponse, label: string): void {
  t.ok(res.status >= 400, `${label}: refused (${res.status})`);
  t.same(Object.keys(res.body ?? {}), ERROR_KEYS, `${label}: error body`);
  t.same(res.body?.status, res.status, `${label}: status repeated in the body`);
  t.match(res.body?.timestamp, ERROR_TIMESTAMP, `${label}: timestamp`);
  if (res.status >= 500) {
    t.same(res.body?.errorCode, 2, `${label}: 500 is code 2`);
    t.match(res.body?.message, FRAMEWORK_500, `${label}: 500 only from binding or persistence`);
  }
}

/** Calls that answer 200 whatever the body, as the platform does, with the reason. */
const BODY_NOT_READ = new Map([
  ['/api/noauth/oauth2Clients', 'takes no body'],
  ['/api/auth/2fa/verification/send', 'takes no body'],
  ['/api/2fa/account/config/generate', 'takes no body and stores nothing'],
]);
/**
 * Bodies for which our "bad" objects are valid requests: their members are unknown to the class, which Jackson ignores
 * (contract 0.2), and what is left is a valid save; the non-object bodies are still sent.
 */
const ANY_MEMBERS_ACCEPTED = new Map([
  ['/api/admin/securitySettings', 'every member optional: saves the default policy'],
  ['/api/noauth/resetPasswordByEmail', 'once bound, every error is swallowed: always 200 (contract 2.10)'],
  ['/api/tenant/dashboard/home/info', 'no dashboardId clears the home dashboard (contract 4.7)'],
  ['/api/ruleChain/device/default', 'only name is read, and it is there'],
  ['/api/ruleChains/import', 'no ruleChains imports nothing (the platform fails with a NullPointerException there)'],
]);
/** Calls whose refusal is itself recorded, with the reason. */
const REFUSAL_RECORDED = new Map([
  ['/api/auth/2fa/verification/check', 'a wrong code counts a failed verification attempt (contract 2.8)'],
]);

const BAD_BODIES: Array<[string, string]> = [
  ['malformed JSON', '{"name": "half'],
  ['JSON array', '[1, 2]'],
  ['JSON string', '"text"'],
  ['wrong id format', JSON.stringify({ id: { entityType: 'DEVICE', id: 'not-a-uuid' }, name: 'x', title: 'x' })],
  ['wrong member types', JSON.stringify({ name: {}, title: [], email: 5, type: {}, customerId: 'x', additionalInfo: 'x' })],
];

t.test('bad input to every call of sections 0-4', async (t) => {
  const dbPath = tempDbPath(t, 'bad-input');
  const { url } = await withEmulator(t, { dbPath });
  const reader = new DatabaseSync(dbPath, { readOnly: true });
  t.teardown(() => reader.close());
  const admin = await session(url, DEMO.tenant);
  const deviceId = (await deviceByName(admin, 'Thermostat T1')).id.id;
  const customerId = (await customerByTitle(admin, 'Customer A')).id.id;
  await enablePlatformTwoFa(url);
  await enableTotp(url, DEMO.customerA);
  const tokens: Record<Authority | 'PVT', string> = {
    SA: (await login(url, ...DEMO.sysadmin)).token,
    TA: admin.tokens.token,
    CU: (await login(url, ...DEMO.customer)).token,
    PVT: (await login(url, ...DEMO.customerA)).token,
  };
  const who = new Map(authorisedCalls(SECTIONS).map((named) => [`${named.method} ${named.path}`, named.who[0]]));
  const bulkImports: NamedCall[] = ['device', 'asset', 'edge'].map((kind) => ({ method: 'POST', path: `/api/${kind}/bulk_import`, where: '11.4' }));
  const calls = [...contractCalls(SECTIONS), ...bulkImports].filter((named) => !SESSION_CALLS.test(named.path));
  t.ok(calls.length > 150, `calls of sections 0-4 (${calls.length})`);

  const requiredQuery = `pageSize=1&page=0&deviceName=x&assetName=x&customerTitle=x&edgeName=x&entityViewName=x` +
    `&deviceIds=${deviceId}&assetIds=${deviceId}&edgeIds=${deviceId}&entityViewIds=${deviceId}&providerType=TOTP` +
    `&verificationCode=1&email=nobody@x.org&limit=1&fromId=${deviceId}&fromType=DEVICE&relationType=Contains` +
    `&toId=${deviceId}&toType=DEVICE&entityId=${deviceId}&entityType=DEVICE&activateToken=x&resetToken=x&checksumAlgorithm=SHA256`;
  const fill = (path: string, id: (name: string) => string) =>
    path.replace(/\{([^}]+)\}/g, (_whole, name: string) => (name === 'entityType' ? 'DEVICE' : name === 'otaPackageType' || name === 'type' ? 'FIRMWARE' : id(name)));
  const isIdParam = (name: string) => name === 'id' || name.endsWith('Id');
  let wrongIds = 0;
  let badBodies = 0;
  for (const named of calls) {
    const listed = who.get(`${named.method} ${named.path}`);
    const label = `${named.method} ${named.path}`;
    const before = databaseDigest(reader);
    const send = async (path: string, body: unknown) => {
      // The contract states no authority for some calls (a whole controller "all SA"): the first one let in is used.
      for (const authority of listed ? [listed] : (['TA', 'SA', 'CU', 'PVT'] as const)) {
        const res = body instanceof FormData
          ? await multipart(url, path, tokens[authority], body)
          : await call(url, path, { token: tokens[authority], method: named.method, body });
        if (res.status !== 403 || listed) return res;
      }
      throw new Error(`${label}: no authority is let in`);
    };
    const idNames = [...named.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]).filter(isIdParam);
    if (idNames.length > 0) {
      const path = `${fill(named.path, (name) => (isIdParam(name) ? 'not-a-uuid' : 'x'))}?${requiredQuery}`;
      const res = await send(path, named.method === 'GET' || named.method === 'DELETE' ? undefined : bindableBody(named.path));
      t.same([res.status, res.body?.errorCode, res.body?.message], [400, 31, 'Invalid UUID string: not-a-uuid'], `${label}: wrong id format`);
      wrongIds++;
    }
    if (named.method === 'POST' || named.method === 'PUT') {
      // Ids of a missing entity, so that a call which ignores its body cannot succeed either.
      const path = `${fill(named.path, () => '8d0f1c30-0000-1000-8000-000000000001')}?${requiredQuery}`;
      const objectBodiesAreBad = !ANY_MEMBERS_ACCEPTED.has(named.path);
      for (const [kind, body] of BAD_BODIES.filter(([, text]) => objectBodiesAreBad || !text.startsWith('{"'))) {
        const res = await send(path, body);
        if (res.status < 400 && BODY_NOT_READ.has(named.path)) t.equal(res.status, 200, `${label}: ${kind} (${BODY_NOT_READ.get(named.path)})`);
        else expectPlatformError(t, res, `${label}: ${kind}`);
        badBodies++;
      }
    }
    if (!REFUSAL_RECORDED.has(named.path)) t.equal(databaseDigest(reader), before, `${label}: no data changed`);
  }
  t.ok(wrongIds > 100 && badBodies > 200, `${wrongIds} wrong-id calls, ${badBodies} bad bodies`);
  void customerId;
});

const PAGE_KEYS = ['data', 'totalPages', 'totalElements', 'hasNext'];

t.test('unknown sort property and oversized pages on every paged list of sections 3-4', async (t) => {
  const { url } = await withEmulator(t);
  const admin = await session(url, DEMO.tenant);
  const tokens: Record<Authority, string> = {
    SA: (await login(url, ...DEMO.sysadmin)).token,
    TA: admin.tokens.token,
    CU: (await login(url, ...DEMO.customer)).token,
  };
  const ids: Record<string, string> = {
    deviceId: (await deviceByName(admin, 'Thermostat T1')).id.id,
    customerId: admin.claims.customerId as string,
    tenantId: admin.claims.tenantId as string,
    userId: admin.userId,
  };
  ids.customerId = (await call(url, '/api/auth/user', { token: tokens.CU })).body.customerId.id;
  ids.entityId = ids.deviceId;
  const edge = await admin.post('/api/edge', { name: 'Sweep edge', type: 'default', routingKey: 'sweep-key', secret: 'sweep-secret' });
  ids.edgeId = edge.body.id.id;
  const profileId = (await admin.get('/api/deviceProfileInfo/default')).body.id.id;
  const fill = (path: string) => path.replace(/\{([^}]+)\}/g, (_whole, name: string) =>
    name === 'entityType' ? 'DEVICE' : name === 'type' ? 'FIRMWARE' : name === 'deviceProfileId' ? profileId : ids[name] ?? name);

  let lists = 0;
  for (const named of contractCalls([3, 4]).filter((c) => c.method === 'GET')) {
    const path = fill(named.path);
    let token: string | undefined;
    for (const authority of ['TA', 'SA', 'CU'] as const) {
      const res = await call(url, `${path}?pageSize=1&page=0`, { token: tokens[authority] });
      if (res.status === 200 && JSON.stringify(Object.keys(res.body ?? {})) === JSON.stringify(PAGE_KEYS)) {
        token = tokens[authority];
        break;
      }
    }
    if (token === undefined) continue;
    lists++;
    const label = named.path;
    const unknown = await call(url, `${path}?pageSize=10&page=0&sortProperty=colour&sortOrder=DESC`, { token });
    t.same([unknown.status, unknown.body?.errorCode], [500, 2], `${label}: unknown sort property`);
    t.match(unknown.body?.message, /^could not resolve property: colour of: /, `${label}: persistence message`);
    const overflow = await call(url, `${path}?pageSize=2147483648&page=0`, { token });
    t.same([overflow.status, overflow.body?.errorCode], [500, 2], `${label}: page size beyond int`);
    const everything = await call(url, `${path}?pageSize=2147483647&page=0`, { token });
    t.same([everything.status, everything.body.hasNext, everything.body.totalPages], [200, false, everything.body.totalElements > 0 ? 1 : 0],
      `${label}: the largest page size holds everything`);
    const far = await call(url, `${path}?pageSize=2147483647&page=2147483647`, { token });
    t.same([far.status, far.body.data, far.body.hasNext, far.body.totalElements], [200, [], false, everything.body.totalElements],
      `${label}: the last possible page is empty`);
  }
  t.ok(lists >= 35, `paged lists found (${lists})`);
});
