import { DatabaseSync } from 'node:sqlite';
import { migrate } from './migrations.ts';
import { SCHEMAS } from './schemas.ts';

export function openDatabase(path: string): DatabaseSync {
  const db = new DatabaseSync(path);
  if (path !== ':memory:') {
    db.exec('PRAGMA journal_mode = WAL');
    db.exec('PRAGMA synchronous = NORMAL');
  }
  for (const ddl of SCHEMAS) db.exec(ddl);
  migrate(db);
  return db;
}

/** Runs fn inside a transaction; any throw rolls everything back (ThingsBoard saves are transactional). */
export function transaction<T>(db: DatabaseSync, fn: () => T): T {
  if (db.isTransaction) return fn();
  db.exec('BEGIN');
  try {
    const result = fn();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}

export function isUniqueViolation(error: unknown, columns: string): boolean {
  return error instanceof Error && error.message.includes(`UNIQUE constraint failed: ${columns}`);
}
