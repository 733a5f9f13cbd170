/** A small deterministic generator (mulberry32): the same seed always gives the same sequence. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return {
    /** In [0, 1). */
    next,
    /** Integer in [0, n). */
    int: (n: number): number => Math.floor(next() * n),
    pick<T>(items: readonly T[]): T {
      return items[Math.floor(next() * items.length)];
    },
    alphanumeric(length: number): string {
      let out = '';
      for (let i = 0; i < length; i++) out += ALPHANUMERIC[Math.floor(next() * ALPHANUMERIC.length)];
      return out;
    },
  };
}

export type SeededRandom = ReturnType<typeof seededRandom>;
