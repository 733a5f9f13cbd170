/** A column of a CSV import (contract 11.4): its type, and the attribute or time-series key where the type needs one. */
export interface BulkImportColumn {
  type: string;
  key?: string;
}

/** `POST /api/{device|asset|edge}/bulk_import`'s body. */
export interface BulkImportRequest {
  file: string;
  mapping: { columns: BulkImportColumn[]; delimiter: string; header: boolean; update: boolean };
}

/** Its answer: counts and one line per failed record (`Line 4: DataValidationException: ...`). */
export interface BulkImportResult {
  created: number;
  updated: number;
  errors: number;
  errorsList: string[];
}
