import type { FastifyInstance } from 'fastify';
import { startEmulator, type EmulatorOptions, type RunningEmulator } from '../../emulator/index.ts';
import { SqliteSessionStore } from '../../server/session/sqlite-session-store.ts';
import type { RetryPolicy } from '../../server/platform/platform-client.ts';
import { buildTestApp, ConsoleClient } from './console.ts';
import { startScriptedPlatform, type ScriptedPlatform } from './scripted-platform.ts';
import type { TestClock } from './test-clock.ts';

interface Teardown {
  teardown(fn: () => unknown): void;
}

export interface ScriptedConsole {
  app: FastifyInstance;
  emulator: RunningEmulator;
  platform: ScriptedPlatform;
  store: SqliteSessionStore;
  client(): ConsoleClient;
  /** Reads and rewrites a client's stored session, as if earlier requests had left it so. */
  editSession(client: ConsoleClient, edit: (session: Record<string, any>) => void): Promise<void>;
  readSession(client: ConsoleClient): Promise<Record<string, any> | null>;
}

const NO_WAIT: RetryPolicy = { baseMs: 1, jitterMs: 1, maxRetries: 1 };

/** The session id behind a client's session cookie, as the store keys it. */
export function sidOf(client: ConsoleClient): string {
  const cookie = client.jar.get('floorboard_session');
  if (!cookie) throw new Error('the client has no session cookie');
  return decodeURIComponent(cookie).split('.')[0];
}

/** The console against a scripted hop in front of a fresh emulator, with a session store the test can read. */
export async function startScriptedConsole(t: Teardown, options: { emulator?: EmulatorOptions; env?: Record<string, string>; clock?: TestClock } = {}): Promise<ScriptedConsole> {
  const emulator = await startEmulator({ port: 0, clock: options.clock, ...options.emulator });
  t.teardown(() => emulator.close());
  const platform = await startScriptedPlatform(emulator.url);
  t.teardown(() => platform.close());
  const store = new SqliteSessionStore(':memory:');
  const app = await buildTestApp(t, platform.url, { sessionStore: store, retry: NO_WAIT, env: options.env, clock: options.clock });
  return {
    app,
    emulator,
    platform,
    store,
    client: () => new ConsoleClient(app),
    async readSession(client) {
      if (!client.jar.get('floorboard_session')) return null;
      return (await store.read(sidOf(client))) as Record<string, any> | null;
    },
    async editSession(client, edit) {
      const sid = sidOf(client);
      const session = (await store.read(sid)) as Record<string, any> | null;
      if (!session) throw new Error('no stored session');
      edit(session);
      await store.write(sid, session, 60 * 60_000);
    },
  };
}
