import type { EmulatorOptions } from './index.ts';

function nonNegativeInteger(name: string, fallback: number): number {
  const value = process.env[name];
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a whole number of 0 or more`);
  return parsed;
}

function flag(name: string, fallback: boolean): boolean {
  const value = process.env[name]?.trim();
  if (value === undefined || value === '') return fallback;
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw new Error(`${name} must be true or false`);
}

/**
 * Options from the environment: `EMULATOR_TELEMETRY_MS` (simulated device readings every N ms, 0 = off;
 * default 5000), `EMULATOR_SCALE` (N extra devices in the demo tenant; default 0) and
 * `EMULATOR_EDGES_ENABLED` (what `GET /api/edges/enabled` answers; default true) and `EMULATOR_TBEL_ENABLED` (what
 * `GET /api/ruleChain/tbelEnabled` answers; default true).
 */
export function emulatorEnvOptions(): Pick<EmulatorOptions, 'telemetryIntervalMs' | 'scale' | 'edgesEnabled' | 'tbelEnabled'> {
  return {
    telemetryIntervalMs: nonNegativeInteger('EMULATOR_TELEMETRY_MS', 5000),
    scale: nonNegativeInteger('EMULATOR_SCALE', 0),
    edgesEnabled: flag('EMULATOR_EDGES_ENABLED', true),
    tbelEnabled: flag('EMULATOR_TBEL_ENABLED', true),
  };
}
