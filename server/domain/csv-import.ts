/**
 * The CSV import of console-map §4.6: the column types each entity kind offers, which need a key, which may be used
 * once, and how a header line maps itself.
 */

import { DEVICE_COLUMN_LABELS, DEVICE_ONCE_TYPES } from './device-import-columns.ts';

export type ImportEntityType = 'ASSET' | 'DEVICE' | 'EDGE';

/** Column type → translation key of its name (`import.column-type.*`). */
export const COLUMN_TYPE_LABELS: Record<string, string> = {
  NAME: 'import.column-type.name',
  TYPE: 'import.column-type.type',
  LABEL: 'import.column-type.label',
  DESCRIPTION: 'import.column-type.description',
  SHARED_ATTRIBUTE: 'import.column-type.shared-attribute',
  SERVER_ATTRIBUTE: 'import.column-type.server-attribute',
  TIMESERIES: 'import.column-type.timeseries',
  ROUTING_KEY: 'import.column-type.routing-key',
  SECRET: 'import.column-type.secret',
  ...DEVICE_COLUMN_LABELS,
};

/** The types every kind offers, then each kind's own (devices and edges add theirs with their tables). */
const COMMON = ['NAME', 'TYPE', 'LABEL', 'DESCRIPTION'];
const OWN: Record<ImportEntityType, string[]> = {
  ASSET: ['SERVER_ATTRIBUTE', 'TIMESERIES'],
  DEVICE: ['SHARED_ATTRIBUTE', 'SERVER_ATTRIBUTE', 'TIMESERIES', ...DEVICE_ONCE_TYPES],
  EDGE: ['ROUTING_KEY', 'SECRET', 'SERVER_ATTRIBUTE', 'TIMESERIES'],
};

/** Types that name an attribute or a time series: they need a key. */
export const KEYED_TYPES = ['SHARED_ATTRIBUTE', 'SERVER_ATTRIBUTE', 'TIMESERIES'];

/** Types a file may use for one column only (the entity's own fields, credentials, edge keys). */
const ONCE = new Set(['NAME', 'TYPE', 'LABEL', 'DESCRIPTION', 'ROUTING_KEY', 'SECRET', ...DEVICE_ONCE_TYPES]);

export function columnTypes(entityType: ImportEntityType): string[] {
  return [...COMMON, ...OWN[entityType]];
}

export interface ImportColumn {
  type: string;
  key: string;
}

/**
 * Upstream's auto-mapping: a header naming a column type (case-insensitive) gets that type, once; any other column is a
 * server attribute keyed by its header. Without a header line every column is a server attribute to be keyed.
 */
export function autoMap(entityType: ImportEntityType, header: readonly string[] | null, count: number): ImportColumn[] {
  const offered = columnTypes(entityType);
  const used = new Set<string>();
  return Array.from({ length: count }, (_, i) => {
    const title = header?.[i]?.trim() ?? '';
    const named = title.toUpperCase().replace(/[\s-]+/g, '_');
    if (offered.includes(named) && !KEYED_TYPES.includes(named) && !used.has(named)) {
      used.add(named);
      return { type: named, key: '' };
    }
    return { type: 'SERVER_ATTRIBUTE', key: title };
  });
}

/** What is wrong with a mapping, as translation keys: by column index, and for the whole mapping. */
export interface MappingProblems {
  columns: Record<number, string>;
  mapping?: string;
}

/** NAME and TYPE are needed, once-only types used once, attribute and time-series columns keyed. */
export function checkMapping(entityType: ImportEntityType, columns: readonly ImportColumn[]): MappingProblems {
  const offered = columnTypes(entityType);
  const problems: MappingProblems = { columns: {} };
  const seen = new Set<string>();
  columns.forEach((column, i) => {
    if (!offered.includes(column.type)) problems.columns[i] = 'import.column-type-invalid';
    else if (ONCE.has(column.type) && seen.has(column.type)) problems.columns[i] = 'import.column-used-twice';
    else if (KEYED_TYPES.includes(column.type) && !column.key.trim()) problems.columns[i] = 'import.column-key-required';
    seen.add(column.type);
  });
  if (!seen.has('NAME') || !seen.has('TYPE')) problems.mapping = 'import.name-and-type-required';
  return problems;
}

/** The delimiters offered (a tab shows as its name). */
export const DELIMITERS = [',', ';', '|', '\t'];

/** An import between its steps, kept in the session for the list it belongs to. */
export interface CsvImportJob {
  /** The list the import belongs to (`/assets`). */
  listPath: string;
  entityType: ImportEntityType;
  fileName: string;
  text: string;
  delimiter: string;
  header: boolean;
  update: boolean;
  columns?: ImportColumn[];
  result?: { created: number; updated: number; errors: number; errorsList: string[] };
}
