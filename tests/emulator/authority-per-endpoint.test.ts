import { randomUUID } from 'node:crypto';
import t from 'tap';
import { authorisedCalls } from '../helpers/contract-fixture.ts';
import type { Authority, AuthorisedCall } from '../helpers/contract-fixture.ts';
import { DEMO, PERMISSION_DENIED, call, deviceByName, expectError, login, session, withEmulator } from '../helpers/emulator.ts';
import { enablePlatformTwoFa, enableTotp } from '../helpers/two-factor.ts';

// Contract 4.0, layer 1: an authority the contract does not list for a call gets 403/20 before anything is looked up.
// Every call of sections 2-4 whose authorities the contract states is called with each unlisted authority, with the
// parameters and body it needs to be bound (Spring binds the request before @PreAuthorize runs: a missing parameter or
// an unreadable body would answer first, as it does on the platform).

const SECTIONS = [2, 3, 4];
const ACCOUNTS: Record<Authority, readonly [string, string]> = { SA: DEMO.sysadmin, TA: DEMO.tenant, CU: DEMO.customer };

/** Query parameters that satisfy every `params = {...}` condition and required parameter of these calls. */
function bindingQuery(deviceId: string): string {
  const ids = `deviceIds=${deviceId}&assetIds=${deviceId}&edgeIds=${deviceId}&entityViewIds=${deviceId}`;
  const relation = `fromId=${deviceId}&fromType=DEVICE&relationType=Contains&toId=${deviceId}&toType=DEVICE`;
  return `?pageSize=1&page=0&deviceName=x&assetName=x&customerTitle=x&edgeName=x&entityViewName=x&providerType=TOTP` +
    `&verificationCode=1&email=a@b.org&limit=1&serviceType=TB_RULE_ENGINE&isSystem=true&bundleAlias=x&alias=x` +
    `&entityId=${deviceId}&entityType=DEVICE&checksumAlgorithm=SHA256&${ids}&${relation}`;
}

const VALID_TWO_FA_SETTINGS = {
  providers: [{ providerType: 'TOTP', issuerName: 'ThingsBoard' }],
  minVerificationCodeSendPeriod: 30,
  totalAllowedTimeForVerification: 3600,
};

const TOTP_ACCOUNT_CONFIG = {
  providerType: 'TOTP',
  useByDefault: true,
  authUrl: 'otpauth://totp/ThingsBoard:a@b.org?issuer=ThingsBoard&secret=JBSWY3DPEHPK3PXP',
};

/** A body the call's parameter binding accepts (the authority check comes after it). */
function bindableBody(named: AuthorisedCall): unknown {
  if (named.method === 'GET' || named.method === 'DELETE') return undefined;
  if (named.path.startsWith('/api/dashboard/{dashboardId}/customers')) return [];
  if (named.path === '/api/2fa/settings') return VALID_TWO_FA_SETTINGS;
  if (named.path.startsWith('/api/2fa/account/config')) return TOTP_ACCOUNT_CONFIG;
  return {};
}

async function callAs(url: string, token: string, named: AuthorisedCall, path: string) {
  if (named.method === 'POST' && /^\/api\/otaPackage\/\{[^}]+\}$/.test(named.path)) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array([1, 2, 3])]), 'fw.bin');
    const response = await fetch(`${url}${path}`, { method: 'POST', headers: { 'X-Authorization': `Bearer ${token}` }, body: form });
    return { status: response.status, body: await response.json() };
  }
  return call(url, path, { token, method: named.method, body: bindableBody(named) });
}

t.test('an authority the contract does not list gets 403/20', async (t) => {
  const { url } = await withEmulator(t);
  const admin = await session(url, DEMO.tenant);
  const deviceId = (await deviceByName(admin, 'Thermostat T1')).id.id;
  const calls = authorisedCalls(SECTIONS);
  t.ok(calls.length > 120, `the contract states authorities for many calls (${calls.length})`);
  // Calls that end the caller's session or change its signing key would spoil the later calls.
  const sessionEnding = /^\/api\/(auth\/logout|auth\/changePassword|admin\/jwtSettings)$/;
  const tokens = new Map<Authority, string>();
  for (const authority of ['SA', 'TA', 'CU'] as const) tokens.set(authority, (await login(url, ...ACCOUNTS[authority])).token);
  let checked = 0;
  for (const named of calls.filter((c) => !sessionEnding.test(c.path))) {
    for (const authority of (['SA', 'TA', 'CU'] as const).filter((a) => !named.who.includes(a))) {
      const path = named.path.replace(/\{([^}]+)\}/g, (_whole, name: string) => (name === 'entityType' ? 'DEVICE' : randomUUID()));
      const res = await callAs(url, tokens.get(authority)!, named, `${path}${bindingQuery(deviceId)}`);
      expectError(t, res as never, 403, 20, PERMISSION_DENIED);
      if (res.status !== 403) t.comment(`${authority} ${named.method} ${named.path} (contract: ${named.who.join(', ')})`);
      checked++;
    }
  }
  t.ok(checked > 100, `${checked} unlisted authority calls checked`);
});

t.test('a pre-verification token is refused everywhere but the three 2FA sign-in calls', async (t) => {
  const { url } = await withEmulator(t);
  await enablePlatformTwoFa(url);
  await enableTotp(url, DEMO.tenant);
  const preVerification = await login(url, ...DEMO.tenant);
  t.equal(preVerification.scope, 'PRE_VERIFICATION_TOKEN');
  const signInCalls = new Set(['/api/auth/2fa/providers', '/api/auth/2fa/verification/send', '/api/auth/2fa/verification/check']);
  const noToken = /^\/api\/(noauth\/|auth\/login|auth\/token$)/;
  const calls = authorisedCalls(SECTIONS).filter((c) => !signInCalls.has(c.path) && !noToken.test(c.path));
  const deviceId = randomUUID();
  for (const named of calls) {
    const path = named.path.replace(/\{([^}]+)\}/g, (_whole, name: string) => (name === 'entityType' ? 'DEVICE' : randomUUID()));
    const res = await callAs(url, preVerification.token, named, `${path}${bindingQuery(deviceId)}`);
    expectError(t, res as never, 403, 20, PERMISSION_DENIED);
  }
  const providers = await call(url, '/api/auth/2fa/providers', { token: preVerification.token });
  t.equal(providers.status, 200, 'the sign-in calls still answer');
});
