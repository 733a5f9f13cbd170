import type { ConsoleClient } from './console.ts';
import { startScriptedConsole, type ScriptedConsole } from './scripted-console.ts';
import { session as platformSession } from './emulator.ts';

type Teardown = Parameters<typeof startScriptedConsole>[0];

/**
 * A console for the settings pages' tests: the scripted platform in front of a fresh emulator, the account's own
 * platform session (to read what was saved) and a way to sign a new console client in as that account.
 */
export async function settingsConsole(t: Teardown, account: { username: string; password: string }) {
  const c: ScriptedConsole = await startScriptedConsole(t);
  const platform = await platformSession(c.emulator.url, [account.username, account.password]);
  const signedIn = async (): Promise<ConsoleClient> => {
    const client = c.client();
    await client.signIn(account.username, account.password);
    return client;
  };
  /** How many times the console posted to this platform path. */
  const posts = (path: string) => c.platform.calls.filter((x) => x.method === 'POST' && x.path === path).length;
  return { c, platform, signedIn, posts };
}
