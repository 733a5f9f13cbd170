import type { Upload } from '../../tables/upload.ts';

/** Units of a file size, in steps of 1024 (widgets spec §5). */
export const SIZE_UNITS = ['bytes', 'KB', 'MB', 'GB', 'TB', 'PB'] as const;

/** A size to show: its amount rounded to two decimals and its unit; null ('?') when the size is not a number. */
export function fileSize(bytes: unknown): { amount: number; unit: (typeof SIZE_UNITS)[number] } | null {
  const value = typeof bytes === 'string' && bytes.trim() !== '' ? Number(bytes) : bytes;
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  let amount = value;
  let unit = 0;
  while (Math.abs(amount) >= 1024 && unit < SIZE_UNITS.length - 1) {
    amount /= 1024;
    unit++;
  }
  return { amount: Math.round(amount * 100) / 100, unit: SIZE_UNITS[unit] };
}

/** The extensions an `accept` list allows ('.json, csv' → ['json', 'csv']); none means any file. */
export function allowedExtensions(accept: string | undefined): string[] {
  return (accept ?? '').split(',').map((e) => e.trim().replace(/^\./, '').toLowerCase()).filter((e) => e !== '' && !e.includes('/'));
}

/** Whether a file's name ends in one of the allowed extensions (any name when none is set). */
export function hasAllowedExtension(fileName: string, accept: string | undefined): boolean {
  const allowed = allowedExtensions(accept);
  if (allowed.length === 0) return true;
  const name = fileName.toLowerCase();
  return allowed.some((extension) => name.endsWith(`.${extension}`));
}

/** What a file input requires of its file. */
export interface FileRules {
  required?: boolean;
  /** Allowed extensions, comma-separated (`.json,.csv`); empty: any file. */
  accept?: string;
  maxBytes: number;
}

/** Why a file input's file was refused: none, the wrong type, larger than the limit. */
export type FileRefusal = 'required' | 'type' | 'size';

/**
 * A file input's verdict on what was posted (spec §5): a required input without a file, a file whose extension is
 * not allowed, or one larger than the limit (multipart marks it `tooLarge`, or its bytes say so).
 */
export function checkFile(upload: Upload | undefined, rules: FileRules): FileRefusal | null {
  if (!upload || upload.fileName === '') return rules.required ? 'required' : null;
  if (!hasAllowedExtension(upload.fileName, rules.accept)) return 'type';
  if (upload.tooLarge || upload.bytes.length > rules.maxBytes) return 'size';
  return null;
}
