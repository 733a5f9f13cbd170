import type { DatabaseSync } from 'node:sqlite';
import type { Stores } from '../store/stores.ts';
import { seedDemoData } from './demo-data.ts';
import { createSeedClock } from './seed-clock.ts';
import { seedSystemData } from './system-data.ts';

/** Loads system and demo data into an empty database; a database that has data is left alone. */
export async function seedIfEmpty(db: DatabaseSync, stores: Stores): Promise<boolean> {
  if (stores.settings.get('jwt') !== undefined) return false;
  const clock = createSeedClock();
  db.exec('BEGIN');
  try {
    const { defaultTenantProfileId } = await seedSystemData(stores, clock);
    await seedDemoData(stores, clock, defaultTenantProfileId);
    db.exec('COMMIT');
    return true;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}
