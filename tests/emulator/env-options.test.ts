import t from 'tap';
import { emulatorEnvOptions } from '../../emulator/env-options.ts';
import { withEmulator } from '../helpers/emulator.ts';
import { TestClock } from '../helpers/test-clock.ts';

/** Reads the options with one variable set (or unset), restoring it afterwards. */
function withVariable(t: { teardown(fn: () => void): void }, name: string) {
  const saved = process.env[name];
  t.teardown(() => {
    if (saved === undefined) delete process.env[name];
    else process.env[name] = saved;
  });
  return (value: string | undefined) => {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
    return emulatorEnvOptions();
  };
}

t.test('EMULATOR_TELEMETRY_MS: live readings every N ms, 5000 by default, 0 turns them off', async (t) => {
  const read = withVariable(t, 'EMULATOR_TELEMETRY_MS');
  t.equal(read(undefined).telemetryIntervalMs, 5000);
  t.equal(read('').telemetryIntervalMs, 5000);
  t.equal(read('0').telemetryIntervalMs, 0);
  t.equal(read('250').telemetryIntervalMs, 250);
  for (const bad of ['-1', '1.5', 'fast']) {
    t.throws(() => read(bad), /EMULATOR_TELEMETRY_MS must be a whole number of 0 or more/, `${bad} is refused`);
  }
});

t.test('EMULATOR_SCALE: extra devices, none by default', async (t) => {
  const read = withVariable(t, 'EMULATOR_SCALE');
  t.equal(read(undefined).scale, 0);
  t.equal(read('100000').scale, 100000);
  t.throws(() => read('many'), /EMULATOR_SCALE must be a whole number of 0 or more/);
});

t.test('an interval of 0 leaves the simulation to explicit ticks', async (t) => {
  const clock = new TestClock();
  const platform = await withEmulator(t, { clock, telemetryIntervalMs: 0 });
  clock.advance(60_000);
  t.equal(platform.simulation.ticks, 0, 'no reading without a tick');
  platform.simulation.tick();
  t.equal(platform.simulation.ticks, 1);
});
