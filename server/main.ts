import type { AddressInfo } from 'node:net';
import { ConfigError, loadConfig } from './config.ts';
import { buildApp } from './app.ts';
import { resolveSessionSecret } from './session/session-secret.ts';
import { openSessionStore } from './session/open-session-store.ts';
import { guardProcess } from './process-guard.ts';
import { loggerOptions } from './logging/log-destination.ts';
import { exitGracefullyOnSignals } from './lifecycle/graceful-shutdown.ts';
import { startLine } from './lifecycle/start-line.ts';

async function main(): Promise<void> {
  // Node's FormData is a lazy global: the first read loads Node's own fetch (undici, with http2, worker_threads and
  // readline), 12 MiB resident for the life of the process. @fastify/multipart reads it when it registers, to offer
  // `request.formData()`, which the console never calls; nothing else in the console's process wants it.
  delete (globalThis as { FormData?: unknown }).FormData;
  const config = loadConfig();
  let platformUrl = config.PLATFORM_URL;
  let stopEmulator: (() => Promise<void>) | undefined;
  let demoUsers: readonly { username: string; password: string }[] = [];
  if (!platformUrl) {
    // No platform configured: run the embedded one, as `npm start` promises a working demo.
    const { startEmulator } = await import('../emulator/index.ts');
    const { emulatorEnvOptions } = await import('../emulator/env-options.ts');
    ({ DEMO_USERS: demoUsers } = await import('../emulator/demo-users.ts'));
    const emulator = await startEmulator({ port: config.EMULATOR_PORT, host: '127.0.0.1', dbPath: config.EMULATOR_DB, ...emulatorEnvOptions() });
    platformUrl = emulator.url;
    stopEmulator = () => emulator.close();
  }
  const { secret, generated } = resolveSessionSecret(config.SESSION_SECRET, config.DATA_DIR);
  const app = await buildApp({ config, platformUrl: platformUrl!, sessionSecret: secret, sessionStore: await openSessionStore(config), logger: await loggerOptions(config) });
  guardProcess(app.log);
  // A generated secret is right for the demo and for one instance; with a real platform, say what replicas need.
  if (generated) app.log[stopEmulator ? 'debug' : 'warn']('SESSION_SECRET is not set: using a generated secret kept in DATA_DIR (set it when running several replicas)');
  app.log.debug({ platformUrl, embedded: !!stopEmulator }, 'platform');
  exitGracefullyOnSignals(app, { timeoutMs: config.SHUTDOWN_TIMEOUT_MS, after: stopEmulator });

  // Fastify logs one "Server listening" line per network interface; the start line below replaces them.
  const level = app.log.level;
  app.log.level = 'warn';
  try {
    await app.listen({ port: config.PORT, host: config.HOST });
  } finally {
    app.log.level = level;
  }
  app.log.info(startLine({ address: app.server.address() as AddressInfo, host: config.HOST, basePath: config.BASE_PATH, publicUrl: config.PUBLIC_URL, demoUsers }));
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) console.error(err.message);
  else console.error(err);
  process.exit(1);
});
