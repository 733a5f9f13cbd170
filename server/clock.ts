/**
 * The console's time for token freshness, the refresh memory, kiosk renewals and the two-factor
 * resend countdown. Tests pass a clock they move forward instead of waiting.
 */
export interface Clock {
  now(): number;
  /** Calls `fn` once this clock has moved `ms` forward; the returned function cancels it. Never keeps the process alive. */
  schedule(ms: number, fn: () => void): () => void;
}

// setTimeout cannot wait longer than this (about 24.8 days); a later call is made early and re-scheduled by its caller.
const MAX_TIMER_MS = 2 ** 31 - 1;

export const systemClock: Clock = {
  now: () => Date.now(),
  schedule(ms, fn) {
    const timer = setTimeout(fn, Math.min(MAX_TIMER_MS, Math.max(0, ms)));
    timer.unref();
    return () => clearTimeout(timer);
  },
};
