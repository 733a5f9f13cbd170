import { DAY, HOUR, MINUTE, SECOND } from './time-units.ts';

/** The advanced time-interval input's four fields. */
export interface IntervalParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** An interval in whole seconds split into days, hours, minutes and seconds. */
export function splitInterval(ms: number): IntervalParts {
  const total = Math.max(0, Math.floor(ms / SECOND));
  return { days: Math.floor(total / 86400), hours: Math.floor((total % 86400) / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60 };
}

function whole(value: number): number {
  return Number.isFinite(value) ? Math.trunc(value) : 0;
}

/**
 * Spec 4's carry rules: 60 seconds add a minute, 60 minutes an hour, 24 hours a day; a negative field borrows
 * from the larger units, and what cannot borrow is clamped to 0 (days are never negative).
 */
export function normalizeParts(parts: IntervalParts): IntervalParts {
  const total = whole(parts.days) * 86400 + whole(parts.hours) * 3600 + whole(parts.minutes) * 60 + whole(parts.seconds);
  return splitInterval(Math.max(0, total) * SECOND);
}

/** The interval the fields make, or null when it is zero or less (spec 4). */
export function partsToMs(parts: IntervalParts): number | null {
  const { days, hours, minutes, seconds } = normalizeParts(parts);
  const ms = days * DAY + hours * HOUR + minutes * MINUTE + seconds * SECOND;
  return ms > 0 ? ms : null;
}

/** The input's value clamped to its bounds; null stays null (the required check reports it). */
export function clampInterval(ms: number | null, min: number, max: number): number | null {
  if (ms === null) return null;
  return Math.min(max, Math.max(min, ms));
}
