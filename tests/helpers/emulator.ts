import { startEmulator } from '../../emulator/index.ts';
import type { EmulatorOptions, RunningEmulator } from '../../emulator/index.ts';
import { clockPastLastId } from '../../emulator/lib/ids.ts';

export const NULL_UUID = '13814000-1dd2-11b2-8080-808080808080';

/** Demo accounts of the emulator (contract 10.1 / 10.2). */
export const DEMO = {
  sysadmin: ['sysadmin@thingsboard.org', 'sysadmin'],
  tenant: ['tenant@thingsboard.org', 'tenant'],
  customer: ['customer@thingsboard.org', 'customer'],
  customerA: ['customerA@thingsboard.org', 'customer'],
  customerB: ['customerB@thingsboard.org', 'customer'],
  customerC: ['customerC@thingsboard.org', 'customer'],
} as const;

interface Teardown {
  teardown(fn: () => unknown): void;
}

/** Starts an in-memory emulator on a free port, closed when the test ends. */
export async function withEmulator(t: Teardown, options: EmulatorOptions = {}): Promise<RunningEmulator> {
  const emulator = await startEmulator({ port: 0, ...options });
  t.teardown(() => emulator.close());
  return emulator;
}

export interface TokenPair {
  token: string;
  refreshToken: string;
  scope: string | null;
}

export async function login(url: string, username: string, password: string): Promise<TokenPair> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (response.status !== 200) throw new Error(`login of ${username} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as TokenPair;
}

export interface ApiResponse {
  status: number;
  headers: Headers;
  text: string;
  body: any;
}

export interface CallOptions {
  token?: string;
  method?: string;
  /** Sent as JSON unless it is a string, which is sent as-is. */
  body?: unknown;
  headers?: Record<string, string>;
}

/** One HTTP call; the body is parsed as JSON when it is JSON, otherwise left as text. */
export async function call(url: string, path: string, options: CallOptions = {}): Promise<ApiResponse> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers['X-Authorization'] = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.body !== undefined) {
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  const response = await fetch(`${url}${path}`, { method: options.method ?? 'GET', headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text === '' ? undefined : JSON.parse(text);
  } catch {
    // plain-text answers stay text
  }
  return { status: response.status, headers: response.headers, text, body: parsed };
}

/** A client bound to one emulator and one user's token. */
export async function session(url: string, account: readonly [string, string]) {
  const tokens = await login(url, account[0], account[1]);
  const userId = decodeJwt(tokens.token).payload.userId as string;
  return {
    tokens,
    userId,
    claims: decodeJwt(tokens.token).payload,
    get: (path: string) => call(url, path, { token: tokens.token }),
    post: (path: string, body?: unknown) => call(url, path, { token: tokens.token, method: 'POST', body }),
    delete: (path: string) => call(url, path, { token: tokens.token, method: 'DELETE' }),
  };
}

export type Session = Awaited<ReturnType<typeof session>>;

export function decodeJwt(token: string): { header: Record<string, unknown>; payload: Record<string, unknown> } {
  const [header, payload] = token.split('.');
  const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  return { header: decode(header), payload: decode(payload) };
}

/**
 * Resolves once ids made next carry a later millisecond than every id made so far in this process, so that
 * entities made one after the other get distinct createdTime values (orders by createdTime need them).
 */
export const idsInNewMillisecond: () => Promise<void> = clockPastLastId;

export const ERROR_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}\+00:00$/;

/** Looks a demo entity up by name through the tenant administrator's lists; JSON as the platform sends it. */
export async function deviceByName(admin: Session, name: string): Promise<any> {
  const response = await admin.get(`/api/tenant/devices?deviceName=${encodeURIComponent(name)}`);
  if (response.status !== 200) throw new Error(`device ${name}: ${response.status}`);
  return response.body;
}

export async function customerByTitle(admin: Session, title: string): Promise<any> {
  const response = await admin.get(`/api/tenant/customers?customerTitle=${encodeURIComponent(title)}`);
  if (response.status !== 200) throw new Error(`customer ${title}: ${response.status}`);
  return response.body;
}

interface Same {
  same(found: unknown, wanted: unknown, message: string): unknown;
}

/** Asserts an error answer: HTTP status, platform errorCode and exact message. */
export function expectError(t: Same, res: ApiResponse, status: number, errorCode: number, message: string): void {
  t.same([res.status, res.body?.errorCode, res.body?.message], [status, errorCode, message], `${status}/${errorCode} ${message}`);
}

export const PERMISSION_DENIED = "You don't have permission to perform this operation!";

/** The emulator's outbox (mail and SMS it "sent"), newest first; `to` narrows it to one recipient. */
export async function readOutbox(url: string, to?: string): Promise<any[]> {
  const query = to === undefined ? '' : `?to=${encodeURIComponent(to)}`;
  const response = await fetch(`${url}/__emulator/outbox${query}`);
  if (response.status !== 200) throw new Error(`outbox: ${response.status}`);
  return (await response.json()) as any[];
}
