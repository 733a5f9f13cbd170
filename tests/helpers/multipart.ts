import type { LightMyRequestResponse } from 'fastify';
import type { ConsoleClient } from './console.ts';

/** A file part of a multipart form, under its field's name. */
export interface FilePart {
  name: string;
  fileName: string;
  content: string | Buffer;
  type?: string;
}

/** A multipart/form-data body as a browser sends a form with file inputs (the fields first, then the files). */
export function multipartBody(fields: Record<string, string>, files: FilePart | readonly FilePart[] = []): { body: Buffer; contentType: string } {
  const boundary = `----floorboard-test-${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of Array.isArray(files) ? files : [files as FilePart]) {
    const type = file.type ?? (file.fileName.endsWith('.csv') ? 'text/csv' : 'application/octet-stream');
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.fileName}"\r\nContent-Type: ${type}\r\n\r\n`));
    parts.push(Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content));
    parts.push(Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * Posts a form with files as the client's session (its cookies and the CSRF token of the last page it saw: get the
 * form's page first).
 */
export async function postMultipart(client: ConsoleClient, url: string, fields: Record<string, string>, files?: FilePart | readonly FilePart[], headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  const token = client.csrfToken();
  if (!token) throw new Error('get the form\'s page first: no CSRF token of this session');
  const { body, contentType } = multipartBody({ _csrf: token, ...fields }, files);
  const res = await client.app.inject({ method: 'POST', url, payload: body, remoteAddress: client.remoteAddress, headers: { cookie: client.jar.header(), 'content-type': contentType, ...headers } });
  client.jar.store(res.headers['set-cookie']);
  return res;
}
