import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { SessionStore, StoredSession } from './session-store.ts';

/** Sessions in a node:sqlite file, so that a restart of the console signs nobody out. */
export class SqliteSessionStore implements SessionStore {
  readonly #db: DatabaseSync;
  readonly #get: StatementSync;
  readonly #set: StatementSync;
  readonly #destroy: StatementSync;
  readonly #purge: StatementSync;
  #writesSincePurge = 0;

  constructor(path: string) {
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    this.#db = new DatabaseSync(path);
    this.#db.exec(`
      PRAGMA journal_mode = WAL;
      PRAGMA synchronous = NORMAL;
      CREATE TABLE IF NOT EXISTS sessions (sid TEXT PRIMARY KEY, data TEXT NOT NULL, expires INTEGER NOT NULL);
      CREATE INDEX IF NOT EXISTS sessions_expires ON sessions (expires);
    `);
    this.#get = this.#db.prepare('SELECT data FROM sessions WHERE sid = ? AND expires > ?');
    this.#set = this.#db.prepare(
      'INSERT INTO sessions (sid, data, expires) VALUES (?, ?, ?) ON CONFLICT (sid) DO UPDATE SET data = excluded.data, expires = excluded.expires',
    );
    this.#destroy = this.#db.prepare('DELETE FROM sessions WHERE sid = ?');
    this.#purge = this.#db.prepare('DELETE FROM sessions WHERE expires <= ?');
  }

  async read(sid: string): Promise<StoredSession | null> {
    const row = this.#get.get(sid, Date.now()) as { data: string } | undefined;
    return row ? (JSON.parse(row.data) as StoredSession) : null;
  }

  async write(sid: string, session: StoredSession, ttlMs: number): Promise<void> {
    this.#set.run(sid, JSON.stringify(session), Date.now() + ttlMs);
    if (++this.#writesSincePurge >= 500) {
      this.#writesSincePurge = 0;
      this.#purge.run(Date.now());
    }
  }

  async remove(sid: string): Promise<void> {
    this.#destroy.run(sid);
  }

  async ping(): Promise<void> {
    this.#db.prepare('SELECT 1').get();
  }

  async close(): Promise<void> {
    this.#db.close();
  }
}
