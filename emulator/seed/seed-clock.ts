import { createdTimeOf, timeUuid } from '../lib/ids.ts';

/** Hands out ids one millisecond apart, so seeded rows get distinct createdTime values in seeding order. */
export function createSeedClock(start = Date.now()) {
  let next = start;
  return {
    id(): { id: string; created_time: number } {
      const id = timeUuid(next++);
      return { id, created_time: createdTimeOf(id) };
    },
    ms(): number {
      return next++;
    },
  };
}

export type SeedClock = ReturnType<typeof createSeedClock>;
