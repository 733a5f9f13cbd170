import type { EmulatorOptions } from './index.ts';

function nonNegativeInteger(name: string, fallback: number): number {
  const value = process.env[name];
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a whole number of 0 or more`);
  return parsed;
}

/**
 * Live-data options from the environment: `EMULATOR_TELEMETRY_MS` (simulated device readings every N ms,
 * 0 = off; default 5000) and `EMULATOR_SCALE` (N extra devices in the demo tenant; default 0).
 */
export function emulatorEnvOptions(): Pick<EmulatorOptions, 'telemetryIntervalMs' | 'scale'> {
  return {
    telemetryIntervalMs: nonNegativeInteger('EMULATOR_TELEMETRY_MS', 5000),
    scale: nonNegativeInteger('EMULATOR_SCALE', 0),
  };
}
