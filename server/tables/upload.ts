import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';

/** The largest CSV file an import takes (the whole file travels to the platform in one call). */
export const MAX_UPLOAD_BYTES = 1024 * 1024;

/**
 * What a multipart form may carry: one file and the fields of an entity form (a device profile's repeating rows, an
 * image kept as a data URL while the form is shown again: hence the large field size).
 */
export const MULTIPART_LIMITS = { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 1000, fieldSize: 2 * MAX_UPLOAD_BYTES, parts: 1001 };

/** The files a list's multipart forms take, where they differ from one CSV or JSON file (resources: several, larger). */
export interface UploadLimits {
  fileSize: number;
  files: number;
  /** Written to temporary files instead of memory (files too large to hold: OTA packages). */
  spool?: boolean;
}

/** The multipart limits of a list's forms. */
export function multipartLimits(uploads?: UploadLimits): typeof MULTIPART_LIMITS {
  if (!uploads) return MULTIPART_LIMITS;
  return { ...MULTIPART_LIMITS, fileSize: uploads.fileSize, files: uploads.files, parts: MULTIPART_LIMITS.fields + uploads.files };
}

/** An uploaded file as the form's body holds it: its name, type, bytes and text, or that it was larger than the limit. */
export interface Upload {
  fileName: string;
  mimeType: string;
  text: string;
  /** The file's bytes (an image), empty when too large. */
  bytes: Buffer;
  tooLarge: boolean;
}

/** The files a form's body holds under one name (one, several, or none). */
export function uploadsOf(value: unknown): Upload[] {
  return (Array.isArray(value) ? value : [value]).filter((v): v is Upload => isUpload(v) && v.fileName !== '');
}

export function isUpload(value: unknown): value is Upload {
  return typeof value === 'object' && value !== null && 'tooLarge' in value && 'text' in value;
}

/** Reads a file part up to the limit into the body (`attachFieldsToBody: 'keyValues'`); a larger one is marked, not kept. */
export async function readUpload(this: FastifyRequest, part: MultipartFile): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of part.file) chunks.push(chunk as Buffer);
  const tooLarge = part.file.truncated;
  const bytes = tooLarge ? Buffer.alloc(0) : Buffer.concat(chunks);
  const upload: Upload = { fileName: part.filename, mimeType: part.mimetype, text: bytes.toString('utf8'), bytes, tooLarge };
  part.value = upload;
}

/** A file written to a temporary file as it arrived (an OTA package), for sending on without holding it in memory. */
export interface SpooledUpload {
  fileName: string;
  mimeType: string;
  /** The temporary file; removed once the request is answered. */
  path: string;
  size: number;
  tooLarge: boolean;
}

export function isSpooled(value: unknown): value is SpooledUpload {
  return typeof value === 'object' && value !== null && 'path' in value && 'tooLarge' in value;
}

const spooled = new WeakMap<FastifyRequest, string[]>();

/** Writes a file part to a temporary file up to the limit (`attachFieldsToBody: 'keyValues'`); a larger one is marked. */
export async function spoolUpload(this: FastifyRequest, part: MultipartFile): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'floorboard-upload-'));
  spooled.set(this, [...(spooled.get(this) ?? []), dir]);
  const path = join(dir, 'file');
  try {
    await pipeline(part.file, createWriteStream(path));
  } catch (err) {
    // A request cut off mid-file may never be answered: its temporary file goes now.
    await rm(dir, { recursive: true, force: true });
    throw err;
  }
  const tooLarge = part.file.truncated;
  const upload: SpooledUpload = { fileName: part.filename, mimeType: part.mimetype, path, size: tooLarge ? 0 : (await stat(path)).size, tooLarge };
  part.value = upload;
}

/** Removes the request's temporary files (an `onResponse` hook of the lists that spool their uploads). */
export async function removeSpooled(request: FastifyRequest): Promise<void> {
  for (const dir of spooled.get(request) ?? []) await rm(dir, { recursive: true, force: true });
  spooled.delete(request);
}
