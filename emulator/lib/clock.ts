/**
 * The time of token issue and expiry, token outdating, REST and 2FA rate limits, 2FA code lifetimes and
 * persistent RPC expiry, and the timer of the live simulation. Tests pass a clock they move forward
 * instead of waiting; everything else reads `Date.now()`.
 */
export interface Clock {
  now(): number;
  /** Calls `fn` every `ms` of this clock until the returned function is called. Never keeps the process alive. */
  every(ms: number, fn: () => void): () => void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  every(ms, fn) {
    const timer = setInterval(fn, ms);
    timer.unref();
    return () => clearInterval(timer);
  },
};
