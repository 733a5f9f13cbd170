/**
 * How a column's cells are drawn: text, a date (`yyyy-MM-dd HH:mm:ss` in the user's language), a check-box icon, or
 * the text as the link that opens the row's details (the name), a long text cut short with a button that copies it
 * whole (`copyLabel`), or a file size.
 */
export type CellKind = 'text' | 'date' | 'check' | 'details' | 'copy' | 'bytes';

/** A column of an entity table as console-map §3 describes it; the view adds how a cell is drawn. */
export interface ColumnSpec {
  key: string;
  /** Translation key of the header. */
  title: string;
  width: string;
  sortable: boolean;
  /** Default text. */
  cell?: CellKind;
  /** The JSON path of the cell's value in the row; default `key` (`additionalInfo.gateway`). */
  value?: string;
  /** Another path read when the value is missing (an edge's assets have `type`, not `assetProfileName`). */
  fallback?: string;
  /** A text cell's value translated: the translation key of each value (a queue's strategy type). */
  labels?: Readonly<Record<string, string>>;
  /** A `copy` cell's button: the translation key of its tooltip. */
  copyLabel?: string;
}

/** The properties a table may be sorted by: what its route accepts as `property`. */
export function sortableProperties(columns: readonly ColumnSpec[]): string[] {
  return columns.filter((c) => c.sortable).map((c) => c.key);
}
