import { onFirstUse } from '../../lazy-package.ts';

const csvParse = onFirstUse<typeof import('csv-parse/sync')>('csv-parse/sync');

/** A CSV file read for the import's column step: its records, or why it cannot be imported (a translation key and values). */
export type CsvLines = { records: string[][] } | { problem: string; values: Record<string, string | number> };

/** Reads the file with the chosen delimiter; it must have at least two columns (a name and a type). */
export function readCsv(text: string, delimiter: string): CsvLines {
  const { CsvError, parse } = csvParse();
  let records: string[][];
  try {
    records = parse(text, { delimiter, bom: true, skip_empty_lines: true, relax_column_count: true, relax_quotes: true }) as string[][];
  } catch (err) {
    if (!(err instanceof CsvError)) throw err;
    const at = typeof err.lines === 'number' ? err.lines : 1;
    const line = text.split(/\r?\n/)[Math.max(0, at - 1)] ?? '';
    return { problem: 'import.import-csv-invalid-format-error', values: { line } };
  }
  if (records.length === 0 || records[0].length < 2) return { problem: 'import.import-csv-number-columns-error', values: {} };
  return { records };
}
