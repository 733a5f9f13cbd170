interface Bucket {
  capacity: number;
  refillPerMs: number;
  tokens: number;
  updatedAt: number;
}

interface KeyState {
  config: string;
  buckets: Bucket[];
}

/** Parses "<capacity>:<seconds>[,<capacity>:<seconds>...]"; anything malformed means no limit. */
export function parseRateLimit(config: string): Array<{ capacity: number; seconds: number }> {
  const limits = [];
  for (const part of config.split(',')) {
    const [capacity, seconds] = part.trim().split(':').map(Number);
    if (!(Number.isInteger(capacity) && capacity > 0 && Number.isInteger(seconds) && seconds > 0)) return [];
    limits.push({ capacity, seconds });
  }
  return limits;
}

/** Token buckets with greedy refill (bucket4j's simple bandwidth), one set per key. */
export function createRateLimiter(now: () => number) {
  const states = new Map<string, KeyState>();
  const refill = (bucket: Bucket, at: number) => {
    bucket.tokens = Math.min(bucket.capacity, bucket.tokens + (at - bucket.updatedAt) * bucket.refillPerMs);
    bucket.updatedAt = at;
  };
  return {
    /** Takes one token from every bucket of the key; false (nothing taken) when any bucket is empty. */
    tryConsume(key: string, config: string): boolean {
      const at = now();
      let state = states.get(key);
      if (!state || state.config !== config) {
        const buckets = parseRateLimit(config).map(({ capacity, seconds }) => ({
          capacity, refillPerMs: capacity / (seconds * 1000), tokens: capacity, updatedAt: at,
        }));
        state = { config, buckets };
        states.set(key, state);
      }
      for (const bucket of state.buckets) refill(bucket, at);
      if (state.buckets.some((bucket) => bucket.tokens < 1)) return false;
      for (const bucket of state.buckets) bucket.tokens -= 1;
      return true;
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
