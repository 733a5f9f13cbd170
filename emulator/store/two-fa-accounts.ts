import type { DatabaseSync } from 'node:sqlite';
import { prepareCached } from '../db/statements.ts';

/** One account 2FA config as stored (backup codes keep their `codes`; responses hide them). */
export type StoredAccountConfig = Record<string, unknown> & { providerType: string; useByDefault: boolean };

/** Each user's account 2FA configs, a map keyed by provider type in insertion order. */
export function createTwoFaAccountStore(db: DatabaseSync) {
  return {
    get(userId: string): Record<string, StoredAccountConfig> {
      const row = prepareCached(db, 'SELECT configs FROM user_two_fa_settings WHERE user_id = ?').get(userId) as
        | { configs: string }
        | undefined;
      return row ? (JSON.parse(row.configs) as Record<string, StoredAccountConfig>) : {};
    },
    put(userId: string, configs: Record<string, StoredAccountConfig>): void {
      if (Object.keys(configs).length === 0) {
        prepareCached(db, 'DELETE FROM user_two_fa_settings WHERE user_id = ?').run(userId);
        return;
      }
      prepareCached(
        db,
        `INSERT INTO user_two_fa_settings (user_id, configs) VALUES (?, ?)
         ON CONFLICT (user_id) DO UPDATE SET configs = excluded.configs`,
      ).run(userId, JSON.stringify(configs));
    },
  };
}

export type TwoFaAccountStore = ReturnType<typeof createTwoFaAccountStore>;
