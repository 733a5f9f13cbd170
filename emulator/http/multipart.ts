import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, ErrorCode, general } from './api-error.ts';

export interface MultipartPart {
  name: string;
  fileName: string | null;
  contentType: string | null;
  data: Buffer;
}

/** Lets the routes of this scope read multipart/form-data bodies (up to the app's 50 MiB body limit). */
export async function acceptMultipart(scope: FastifyInstance): Promise<void> {
  await scope.register(fastifyMultipart, { limits: { fileSize: scope.initialConfig.bodyLimit } });
}

/** The parts of a multipart/form-data body; anything else is Spring's 415, a malformed body its 500. */
export async function readMultipart(request: FastifyRequest): Promise<MultipartPart[]> {
  if (!request.isMultipart()) {
    throw new ApiError(415, ErrorCode.BAD_REQUEST_PARAMS, `Content type '${request.headers['content-type'] ?? ''}' not supported`);
  }
  const parts: MultipartPart[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        parts.push({ name: part.fieldname, fileName: part.filename, contentType: part.mimetype, data: await part.toBuffer() });
      } else {
        parts.push({ name: part.fieldname, fileName: null, contentType: null, data: Buffer.from(String(part.value)) });
      }
    }
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 413) throw error;
    throw general('Failed to parse multipart servlet request');
  }
  return parts;
}
