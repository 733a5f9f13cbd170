import { CsvError, parse } from 'csv-parse/sync';
import { general } from '../http/api-error.ts';

/**
 * Parses CSV text into records of cells as the platform's Commons CSV default format does: quoted cells may hold the
 * delimiter, line breaks and doubled quotes, records may differ in length, empty lines are skipped. Text Commons CSV
 * refuses (an unclosed quote, text after a closing quote) fails the request with 500/2, as on the platform.
 */
export function parseCsv(text: string, delimiter: string): string[][] {
  try {
    return parse(text, {
      delimiter, record_delimiter: ['\r\n', '\n', '\r'], relax_column_count: true, relax_quotes: true, skip_empty_lines: true,
    }) as string[][];
  } catch (error) {
    if (error instanceof CsvError) throw general(`Failed to parse CSV: ${error.message}`);
    throw error;
  }
}
