import { DEMO, session } from './emulator.ts';
import type { Session } from './emulator.ts';

export type DemoAccount = keyof typeof DEMO;

/**
 * Signs in the named demo accounts, one after another so that sign-in order stays fixed (audit logs, rate limits):
 * `const { tenant: admin, sysadmin } = await demoSessions(url, 'tenant', 'sysadmin')`.
 */
export async function demoSessions<Name extends DemoAccount>(url: string, ...names: Name[]): Promise<Record<Name, Session>> {
  const sessions = {} as Record<Name, Session>;
  for (const name of names) sessions[name] = await session(url, DEMO[name]);
  return sessions;
}
