import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';

/** The largest CSV file an import takes (the whole file travels to the platform in one call). */
export const MAX_UPLOAD_BYTES = 1024 * 1024;

/**
 * What a multipart form may carry: one file and the fields of an entity form (a device profile's repeating rows, an
 * image kept as a data URL while the form is shown again: hence the large field size).
 */
export const MULTIPART_LIMITS = { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 1000, fieldSize: 2 * MAX_UPLOAD_BYTES, parts: 1001 };

/** An uploaded file as the form's body holds it: its name and text, or that it was larger than the limit. */
export interface Upload {
  fileName: string;
  text: string;
  /** The file's bytes (an image), empty when too large. */
  bytes: Buffer;
  tooLarge: boolean;
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
  const upload: Upload = { fileName: part.filename, text: bytes.toString('utf8'), bytes, tooLarge };
  part.value = upload;
}
