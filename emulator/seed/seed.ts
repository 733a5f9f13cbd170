import type { DatabaseSync } from 'node:sqlite';
import type { Stores } from '../store/stores.ts';
import { seedDemoContent } from './demo-content.ts';
import { seedDemoData } from './demo-data.ts';
import { seedSystemLwm2mModels } from './lwm2m-models.ts';
import { seedOAuth2Templates } from './oauth2-templates.ts';
import { createSeedClock } from './seed-clock.ts';
import { seedSystemContent } from './system-content.ts';
import { seedSystemData } from './system-data.ts';

/** Loads system and demo data into an empty database; a database that has data is left alone. */
export async function seedIfEmpty(db: DatabaseSync, stores: Stores): Promise<boolean> {
  if (stores.settings.get('jwt') !== undefined) return false;
  const clock = createSeedClock();
  db.exec('BEGIN');
  try {
    const { defaultTenantProfileId } = await seedSystemData(stores, clock);
    seedSystemContent(stores, clock);
    seedSystemLwm2mModels(db, clock);
    await seedDemoData(stores, clock, defaultTenantProfileId);
    const demoTenantId = stores.users.findByEmail('tenant@thingsboard.org')?.tenant_id;
    if (demoTenantId !== undefined) seedDemoContent(stores, clock, demoTenantId);
    // Last, so that the ids the seed clock gave everything before stay as they were.
    seedOAuth2Templates(db, clock);
    db.exec('COMMIT');
    return true;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}
