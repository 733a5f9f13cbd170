import { ConfigError, loadConfig } from './config.ts';
import { buildApp } from './app.ts';
import { resolveSessionSecret } from './session/session-secret.ts';
import { openSessionStore } from './session/open-session-store.ts';
import { guardProcess } from './process-guard.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  let platformUrl = config.PLATFORM_URL;
  let stopEmulator: (() => Promise<void>) | undefined;
  if (!platformUrl) {
    // No platform configured: run the embedded one, as `npm start` promises a working demo.
    const { startEmulator } = await import('../emulator/index.ts');
    const { emulatorEnvOptions } = await import('../emulator/env-options.ts');
    const emulator = await startEmulator({ port: config.EMULATOR_PORT, host: '127.0.0.1', dbPath: config.EMULATOR_DB, ...emulatorEnvOptions() });
    platformUrl = emulator.url;
    stopEmulator = () => emulator.close();
  }
  const { secret, generated } = resolveSessionSecret(config.SESSION_SECRET, config.DATA_DIR);
  const app = await buildApp({ config, platformUrl: platformUrl!, sessionSecret: secret, sessionStore: openSessionStore(config) });
  guardProcess(app.log);
  if (generated) app.log.warn('SESSION_SECRET is not set: using a generated secret kept in DATA_DIR (set it when running several replicas)');
  app.log.info({ platformUrl, embedded: !!stopEmulator }, 'platform');

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await stopEmulator?.();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) console.error(err.message);
  else console.error(err);
  process.exit(1);
});
