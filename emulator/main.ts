import { emulatorEnvOptions } from './env-options.ts';
import { startEmulator } from './index.ts';

function seconds(name: string): number | undefined {
  const value = process.env[name];
  if (value === undefined || value === '') return undefined;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0) throw new Error(`${name} must be a positive number of seconds`);
  return parsed;
}

const emulator = await startEmulator({
  port: process.env.EMULATOR_PORT ? Number(process.env.EMULATOR_PORT) : 18080,
  host: process.env.EMULATOR_HOST || '127.0.0.1',
  dbPath: process.env.EMULATOR_DB || ':memory:',
  accessTokenTtlSec: seconds('EMULATOR_ACCESS_TTL'),
  refreshTokenTtlSec: seconds('EMULATOR_REFRESH_TTL'),
  logger: process.env.EMULATOR_LOG === 'true',
  ...emulatorEnvOptions(),
});
console.log(`ThingsBoard emulator listening on ${emulator.url}`);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    emulator.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
