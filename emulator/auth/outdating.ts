import type { DatabaseSync } from 'node:sqlite';
import { prepareCached } from '../db/statements.ts';
import type { Clock } from '../lib/clock.ts';

/**
 * Token invalidation by user (password change, disabling) or by session (logout). A token is outdated when
 * it was issued in a whole second strictly before the event, so tokens issued right after stay valid.
 */
export function createTokenOutdating(db: DatabaseSync, clock: Clock) {
  const lastEvent = (subject: string) =>
    (prepareCached(db, 'SELECT invalidated_at FROM token_invalidation WHERE subject = ?').get(subject) as
      | { invalidated_at: number }
      | undefined)?.invalidated_at;
  const before = (iatSeconds: number, eventMs: number | undefined) =>
    eventMs !== undefined && iatSeconds < Math.floor(eventMs / 1000);
  return {
    invalidate(subject: string, atMs = clock.now()): void {
      prepareCached(
        db,
        `INSERT INTO token_invalidation (subject, invalidated_at) VALUES (?, ?)
         ON CONFLICT (subject) DO UPDATE SET invalidated_at = excluded.invalidated_at`,
      ).run(subject, atMs);
    },
    isOutdated(iatSeconds: number, userId: string, sessionId: unknown): boolean {
      if (before(iatSeconds, lastEvent(userId))) return true;
      return typeof sessionId === 'string' && before(iatSeconds, lastEvent(sessionId));
    },
  };
}

export type TokenOutdating = ReturnType<typeof createTokenOutdating>;
