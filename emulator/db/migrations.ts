import type { DatabaseSync } from 'node:sqlite';
import { transaction } from './open.ts';

/** A column added to a table after database files with the table already existed. */
interface AddedColumn {
  table: string;
  column: string;
  /** Column definition for ALTER TABLE: NOT NULL columns need a DEFAULT there. */
  definition: string;
  /** Fills the column of the rows written before it existed. */
  backfill(db: DatabaseSync): void;
}

/** Lower-cases `source` into `target` with JavaScript, as the stores do (SQLite's lower() folds ASCII only). */
function lowerCased(table: string, source: string, target: string) {
  return (db: DatabaseSync) => {
    const update = db.prepare(`UPDATE ${table} SET ${target} = ? WHERE rowid = ?`);
    for (const row of db.prepare(`SELECT rowid, ${source} FROM ${table}`).all()) {
      update.run(String(row[source] ?? '').toLowerCase(), row.rowid as number);
    }
  };
}

const ADDED_COLUMNS: AddedColumn[] = [
  {
    table: 'tenant_profile', column: 'name_lc', definition: "TEXT NOT NULL DEFAULT ''",
    backfill: lowerCased('tenant_profile', 'name', 'name_lc'),
  },
];

function hasColumn(db: DatabaseSync, table: string, column: string): boolean {
  return db.prepare('SELECT 1 FROM pragma_table_info(?) WHERE name = ?').get(table, column) !== undefined;
}

/**
 * Brings a database file from an earlier emulator up to the current schema. The DDL is all
 * CREATE ... IF NOT EXISTS, so a table created before a column was added keeps its old shape until this runs.
 */
export function migrate(db: DatabaseSync): void {
  for (const added of ADDED_COLUMNS) {
    if (hasColumn(db, added.table, added.column)) continue;
    transaction(db, () => {
      db.exec(`ALTER TABLE ${added.table} ADD COLUMN ${added.column} ${added.definition}`);
      added.backfill(db);
    });
  }
}
