import type { EmulatorContext } from '../context.ts';
import { seededRandom } from '../lib/seeded-random.ts';
import { markInactiveDevices } from './device-activity.ts';
import { deviceByAccessToken, postDeviceTelemetry } from './device-transport.ts';

type Ctx = Pick<EmulatorContext, 'db' | 'stores' | 'bus' | 'clock'>;

/** Demo devices that report data, with waves that cross the thermostats' alarm thresholds both ways. */
const SIMULATED = [
  { token: 'T1_TEST_TOKEN', temperature: [22, 8], humidity: [45, 20], phase: 0 },
  { token: 'T2_TEST_TOKEN', temperature: [24, 7], humidity: [40, 15], phase: 5 },
  { token: 'DHT11_DEMO_TOKEN', temperature: [23, 5], humidity: [45, 15], phase: 11 },
] as const;

const INACTIVITY_CHECK_MS = 10_000;

/** Ticks per full wave: a value crosses each threshold within half a period. */
const PERIOD = 24;

export interface Simulation {
  /** Posts one reading per simulated device (through the device transport path) and checks inactivity. */
  tick(now?: number): void;
  readonly ticks: number;
  stop(): void;
}

/** Live demo data; deterministic for a seed, so tests can drive `tick()` themselves. */
export function createSimulation(ctx: Ctx, intervalMs: number, seed = 1): Simulation {
  const random = seededRandom(seed);
  let ticks = 0;
  const wave = ([middle, amplitude]: readonly [number, number], step: number) =>
    Math.round((middle + amplitude * Math.sin((2 * Math.PI * step) / PERIOD) + (random.next() - 0.5)) * 10) / 10;
  const tick = (now = Date.now()) => {
    for (const device of SIMULATED) {
      const target = deviceByAccessToken(ctx, device.token);
      if (!target) continue;
      const step = ticks + device.phase;
      postDeviceTelemetry(ctx, target, { temperature: wave(device.temperature, step), humidity: wave(device.humidity, step + PERIOD / 4) }, now);
    }
    markInactiveDevices(ctx, now);
    ticks++;
  };
  const stopTicks = intervalMs > 0 ? ctx.clock.every(intervalMs, () => tick()) : null;
  // Devices reporting through the transport go inactive on time even when the simulation is off.
  const stopInactivityChecks = ctx.clock.every(INACTIVITY_CHECK_MS, () => markInactiveDevices(ctx));
  return {
    tick,
    get ticks() {
      return ticks;
    },
    stop() {
      stopTicks?.();
      stopInactivityChecks();
    },
  };
}
