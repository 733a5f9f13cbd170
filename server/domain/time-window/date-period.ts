import { SECOND } from './time-units.ts';

/**
 * Spec 5's fixed period rules: the end is capped at now, the start lies at least a second before the end
 * and the end at least a second after the start; values out of range are clamped, not refused.
 */
export function clampPeriod(startTimeMs: number, endTimeMs: number, now: number): { startTimeMs: number; endTimeMs: number } {
  const end = Math.min(endTimeMs, now);
  const start = Math.min(startTimeMs, end - SECOND);
  return { startTimeMs: Math.max(0, start), endTimeMs: Math.max(end, Math.max(0, start) + SECOND) };
}
