import type { DatabaseSync, StatementSync } from 'node:sqlite';

const statements = new WeakMap<DatabaseSync, Map<string, StatementSync>>();

/** Prepared once per database and SQL text; list queries are built from a handful of shapes. */
export function prepareCached(db: DatabaseSync, sql: string): StatementSync {
  let cache = statements.get(db);
  if (!cache) statements.set(db, (cache = new Map()));
  let statement = cache.get(sql);
  if (!statement) cache.set(sql, (statement = db.prepare(sql)));
  return statement;
}
