import { createHmac } from 'node:crypto';
import { call, login, type ApiResponse } from './emulator.ts';

// Two-factor and security-settings fixtures for sign-in tests, set up through the platform's own API.

type Account = readonly [string, string];

// Once an account has a second factor its password sign-in yields only a pre-verification token,
// so the token from before is kept for setting up the next providers.
const tokens = new Map<string, string>();

async function tokenOf(url: string, account: Account): Promise<string> {
  const key = `${url} ${account[0]}`;
  let token = tokens.get(key);
  if (!token) {
    token = (await login(url, account[0], account[1])).token;
    tokens.set(key, token);
  }
  return token;
}

function ok(res: ApiResponse, what: string): ApiResponse {
  if (res.status !== 200) throw new Error(`${what}: ${res.status} ${res.text}`);
  return res;
}

export interface PlatformTwoFa {
  minVerificationCodeSendPeriod?: number;
  verificationCodeCheckRateLimit?: string | null;
  maxVerificationFailuresBeforeUserLockout?: number;
  totalAllowedTimeForVerification?: number;
}

/** Turns on all four providers on the platform (system administrator settings). */
export async function enablePlatformTwoFa(url: string, options: PlatformTwoFa = {}): Promise<void> {
  const token = await tokenOf(url, ['sysadmin@thingsboard.org', 'sysadmin']);
  const body = {
    providers: [
      { providerType: 'TOTP', issuerName: 'Floorboard' },
      { providerType: 'SMS', verificationCodeLifetime: 120, smsVerificationMessageTemplate: 'Verification code: ${code}' },
      { providerType: 'EMAIL', verificationCodeLifetime: 120 },
      { providerType: 'BACKUP_CODE', codesQuantity: 10 },
    ],
    minVerificationCodeSendPeriod: options.minVerificationCodeSendPeriod ?? 30,
    verificationCodeCheckRateLimit: options.verificationCodeCheckRateLimit ?? null,
    maxVerificationFailuresBeforeUserLockout: options.maxVerificationFailuresBeforeUserLockout ?? 0,
    totalAllowedTimeForVerification: options.totalAllowedTimeForVerification ?? 3600,
  };
  ok(await call(url, '/api/2fa/settings', { token, method: 'POST', body }), '2fa settings');
}

/** RFC 6238 code (HMAC-SHA1, 30 s, 6 digits) for a base32 secret. */
export function totpCode(secret: string, atMs = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret.replace(/=+$/, '').toUpperCase()) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((b) => parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(atMs / 30_000)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[mac.length - 1] & 0x0f;
  const value = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(value).padStart(6, '0');
}

/** The newest 6-digit code the emulator "sent" to an address or phone number. */
export async function latestCode(url: string, to: string): Promise<string> {
  const res = ok(await call(url, `/__emulator/outbox?to=${encodeURIComponent(to)}`), 'outbox');
  const body = (res.body as { body: string }[])[0]?.body ?? '';
  const code = /\b(\d{6})\b/.exec(body)?.[1];
  if (!code) throw new Error(`no code in the outbox for ${to}`);
  return code;
}

/** Messages in the emulator's outbox for one recipient, newest first. */
export async function outbox(url: string, to: string): Promise<{ template: string; body: string; channel: string }[]> {
  return ok(await call(url, `/__emulator/outbox?to=${encodeURIComponent(to)}`), 'outbox').body;
}

async function saveConfig(url: string, token: string, config: Record<string, unknown>, code?: string): Promise<void> {
  const query = code ? `?verificationCode=${code}` : '';
  ok(await call(url, `/api/2fa/account/config${query}`, { token, method: 'POST', body: config }), `save ${String(config.providerType)}`);
}

/** Sets up TOTP for the account; returns the secret. */
export async function enableTotp(url: string, account: Account): Promise<string> {
  const token = await tokenOf(url, account);
  const config = ok(await call(url, '/api/2fa/account/config/generate?providerType=TOTP', { token, method: 'POST' }), 'generate TOTP').body;
  const secret = new URL(config.authUrl).searchParams.get('secret')!;
  await saveConfig(url, token, config, totpCode(secret));
  return secret;
}

/** Sets up EMAIL (to the account's own address) or SMS (to the phone number), confirming with the code sent. */
export async function enableCodeProvider(url: string, account: Account, type: 'EMAIL' | 'SMS', phoneNumber = '+15551234567'): Promise<void> {
  const token = await tokenOf(url, account);
  const config = type === 'EMAIL' ? { providerType: 'EMAIL', useByDefault: false, email: account[0] } : { providerType: 'SMS', useByDefault: false, phoneNumber };
  ok(await call(url, '/api/2fa/account/config/submit', { token, method: 'POST', body: config }), `submit ${type}`);
  await saveConfig(url, token, config, await latestCode(url, type === 'EMAIL' ? account[0] : phoneNumber));
}

/** Sets up backup codes; returns them. */
export async function enableBackupCodes(url: string, account: Account): Promise<string[]> {
  const token = await tokenOf(url, account);
  const config = ok(await call(url, '/api/2fa/account/config/generate?providerType=BACKUP_CODE', { token, method: 'POST' }), 'generate codes').body;
  await saveConfig(url, token, config);
  return config.codes;
}

export async function useByDefault(url: string, account: Account, type: string): Promise<void> {
  const token = await tokenOf(url, account);
  ok(await call(url, `/api/2fa/account/config?providerType=${type}`, { token, method: 'PUT', body: { useByDefault: true } }), 'default');
}

/** Changes the platform's security settings (lockout, password expiry) from the defaults. */
export async function setSecuritySettings(url: string, change: { maxFailedLoginAttempts?: number; passwordExpirationPeriodDays?: number; minimumLength?: number; minimumDigits?: number }): Promise<void> {
  const token = await tokenOf(url, ['sysadmin@thingsboard.org', 'sysadmin']);
  const current = ok(await call(url, '/api/admin/securitySettings', { token }), 'security settings').body;
  const policy = { ...current.passwordPolicy };
  if (change.passwordExpirationPeriodDays !== undefined) policy.passwordExpirationPeriodDays = change.passwordExpirationPeriodDays;
  if (change.minimumLength !== undefined) policy.minimumLength = change.minimumLength;
  if (change.minimumDigits !== undefined) policy.minimumDigits = change.minimumDigits;
  const body = { ...current, passwordPolicy: policy, maxFailedLoginAttempts: change.maxFailedLoginAttempts ?? current.maxFailedLoginAttempts };
  ok(await call(url, '/api/admin/securitySettings', { token, method: 'POST', body }), 'save security settings');
}

/**
 * Makes every stored password older by some days, in an emulator started with a database file:
 * the platform API cannot back-date credentials, and password expiry needs old ones.
 */
export async function agePasswords(dbPath: string, days: number): Promise<void> {
  const { DatabaseSync } = await import('node:sqlite');
  const db = new DatabaseSync(dbPath);
  try {
    db.prepare('UPDATE user_credentials SET created_time = created_time - ?').run(days * 86_400_000);
  } finally {
    db.close();
  }
}
