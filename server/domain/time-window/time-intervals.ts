import { DAY, HOUR, MINUTE, SECOND } from './time-units.ts';

/** Spec 9's allowed aggregation intervals, the predefined choices of the time-interval input. */
export const PREDEFINED_INTERVALS: readonly number[] = [
  1, 5, 10, 15, 30].map((s) => s * SECOND).concat(
  [1, 2, 5, 10, 15, 30].map((m) => m * MINUTE),
  [1, 2, 5, 10, 12].map((h) => h * HOUR),
  [1, 7, 30].map((d) => d * DAY),
);

/** The predefined intervals within [min, max]. */
export function intervalsBetween(min: number, max: number): number[] {
  return PREDEFINED_INTERVALS.filter((value) => value >= min && value <= max);
}

export function isPredefined(ms: number): boolean {
  return PREDEFINED_INTERVALS.includes(ms);
}

/** The predefined interval within [min, max] nearest to `ms` (the earlier one on a tie); `ms` itself when none fits. */
export function nearestPredefined(min: number, max: number, ms: number): number {
  const choices = intervalsBetween(min, max);
  let best = choices[0];
  if (best === undefined) return ms;
  for (const value of choices) if (Math.abs(value - ms) < Math.abs(best - ms)) best = value;
  return best;
}
