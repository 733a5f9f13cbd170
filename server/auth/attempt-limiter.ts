/** `N:S` = at most N attempts per S seconds; N = 0 turns the limit off. */
export interface AttemptLimit {
  max: number;
  windowMs: number;
}

export function parseAttemptLimit(value: string): AttemptLimit {
  const [max, seconds] = value.split(':').map(Number);
  return { max, windowMs: seconds * 1000 };
}

const PURGE_ABOVE_KEYS = 10_000;

/**
 * Counts attempts per key in a sliding window, in this process's memory (each replica counts
 * its own). `hit` records an attempt unless the key is already at its limit.
 */
export class AttemptLimiter {
  readonly #limit: AttemptLimit;
  readonly #attempts = new Map<string, number[]>();

  constructor(limit: AttemptLimit) {
    this.#limit = limit;
  }

  /** Records an attempt; when refused, says how long until the oldest attempt leaves the window. */
  hit(key: string, now = Date.now()): { allowed: true } | { allowed: false; retryAfterMs: number } {
    if (this.#limit.max <= 0) return { allowed: true };
    if (this.#attempts.size > PURGE_ABOVE_KEYS) this.#purge(now);
    const recent = (this.#attempts.get(key) ?? []).filter((at) => now - at < this.#limit.windowMs);
    if (recent.length >= this.#limit.max) {
      this.#attempts.set(key, recent);
      return { allowed: false, retryAfterMs: recent[0] + this.#limit.windowMs - now };
    }
    recent.push(now);
    this.#attempts.set(key, recent);
    return { allowed: true };
  }

  /** Forgets a key's attempts (a successful sign-in clears its username's count). */
  reset(key: string): void {
    this.#attempts.delete(key);
  }

  #purge(now: number): void {
    for (const [key, times] of this.#attempts) {
      if (times.every((at) => now - at >= this.#limit.windowMs)) this.#attempts.delete(key);
    }
  }
}
