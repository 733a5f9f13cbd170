/**
 * The time of token issue and expiry, token outdating, REST and 2FA rate limits and 2FA code lifetimes.
 * Tests pass a clock they move forward instead of waiting; everything else reads `Date.now()`.
 */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };
