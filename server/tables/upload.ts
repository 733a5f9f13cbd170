import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';

/** The largest CSV file an import takes (the whole file travels to the platform in one call). */
export const MAX_UPLOAD_BYTES = 1024 * 1024;

/** What a multipart form (the import's file step) may carry: one file, a few small fields. */
export const MULTIPART_LIMITS = { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 21 };

/** The files a list's multipart forms take, where they differ from one CSV or JSON file (resources: several, larger). */
export interface UploadLimits {
  fileSize: number;
  files: number;
}

/** The multipart limits of a list's forms. */
export function multipartLimits(uploads?: UploadLimits): typeof MULTIPART_LIMITS {
  return uploads ? { ...MULTIPART_LIMITS, ...uploads, parts: MULTIPART_LIMITS.fields + uploads.files } : MULTIPART_LIMITS;
}

/** An uploaded file as the form's body holds it: its name, type, bytes and text, or that it was larger than the limit. */
export interface Upload {
  fileName: string;
  mimeType: string;
  text: string;
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
