/** A column of an entity table as console-map §3 describes it; the view adds how a cell is drawn. */
export interface ColumnSpec {
  key: string;
  /** Translation key of the header. */
  title: string;
  width: string;
  sortable: boolean;
}

/** The properties a table may be sorted by: what its route accepts as `property`. */
export function sortableProperties(columns: readonly ColumnSpec[]): string[] {
  return columns.filter((c) => c.sortable).map((c) => c.key);
}
