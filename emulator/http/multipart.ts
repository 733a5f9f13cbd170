import { ApiError, ErrorCode, general } from './api-error.ts';

export interface MultipartPart {
  name: string;
  fileName: string | null;
  contentType: string | null;
  data: Buffer;
}

function boundaryOf(contentType: string | undefined): string | null {
  if (contentType === undefined || !/^multipart\/form-data/i.test(contentType)) return null;
  const match = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  return match ? (match[1] ?? match[2]).trim() : null;
}

function headerValue(headers: string, name: string): string | null {
  for (const line of headers.split('\r\n')) {
    const at = line.indexOf(':');
    if (at > 0 && line.slice(0, at).trim().toLowerCase() === name) return line.slice(at + 1).trim();
  }
  return null;
}

function dispositionParam(disposition: string, name: string): string | null {
  const match = new RegExp(`(?:^|;)\\s*${name}="([^"]*)"`, 'i').exec(disposition);
  return match ? match[1] : null;
}

/** Splits a multipart/form-data body; anything else is the framework's 415/400. */
export function parseMultipart(contentType: string | undefined, body: unknown): MultipartPart[] {
  const boundary = boundaryOf(contentType);
  if (boundary === null) {
    throw new ApiError(415, ErrorCode.BAD_REQUEST_PARAMS, `Content type '${contentType ?? ''}' not supported`);
  }
  if (!Buffer.isBuffer(body)) throw general('Failed to parse multipart servlet request');
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: MultipartPart[] = [];
  let start = body.indexOf(delimiter);
  while (start >= 0) {
    const afterDelimiter = start + delimiter.length;
    if (body.subarray(afterDelimiter, afterDelimiter + 2).toString() === '--') break;
    const headerEnd = body.indexOf('\r\n\r\n', afterDelimiter);
    const next = body.indexOf(delimiter, afterDelimiter);
    if (headerEnd < 0 || next < 0) throw general('Failed to parse multipart servlet request');
    const headers = body.subarray(afterDelimiter + 2, headerEnd).toString('utf8');
    const disposition = headerValue(headers, 'content-disposition') ?? '';
    parts.push({
      name: dispositionParam(disposition, 'name') ?? '',
      fileName: dispositionParam(disposition, 'filename'),
      contentType: headerValue(headers, 'content-type'),
      // The part's data ends before the CRLF that precedes the next delimiter.
      data: body.subarray(headerEnd + 4, next - 2),
    });
    start = next;
  }
  return parts;
}
