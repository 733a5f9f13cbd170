import type { LightMyRequestResponse } from 'fastify';
import type { ConsoleClient } from './console.ts';

/** A file part of a multipart form. */
export interface FilePart {
  field: string;
  fileName: string;
  content: Buffer | string;
  type?: string;
}

/** A multipart/form-data body as a browser sends it: the fields, then the files. */
export function multipartBody(fields: Record<string, string>, files: readonly FilePart[]): { body: Buffer; contentType: string } {
  const boundary = `----floorboard${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.fileName}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`));
    parts.push(Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content));
    parts.push(Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Posts a multipart form with the session's cookies and CSRF token (a page of the session must have been loaded). */
export async function postMultipart(client: ConsoleClient, url: string, fields: Record<string, string>, files: readonly FilePart[]): Promise<LightMyRequestResponse> {
  const token = client.csrfToken();
  if (!token) throw new Error('load a page of this session first: no CSRF token');
  const { body, contentType } = multipartBody({ _csrf: token, ...fields }, files);
  const res = await client.app.inject({ method: 'POST', url, payload: body, headers: { cookie: client.jar.header(), 'content-type': contentType } });
  client.jar.store(res.headers['set-cookie']);
  return res;
}
