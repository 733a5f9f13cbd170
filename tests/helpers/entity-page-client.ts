import type { LightMyRequestResponse } from 'fastify';
import { TENANT, type ConsoleClient, type TestConsole } from './console.ts';

/** A client of the console signed in as the demo tenant administrator. */
export async function tenantClient(c: TestConsole): Promise<ConsoleClient> {
  const client = c.client();
  await client.signIn(TENANT.username, TENANT.password);
  return client;
}

/** Posts one file (the field `file`) to `url` as its form would, multipart with the session's CSRF token. */
export async function postFile(c: TestConsole, client: ConsoleClient, url: string, fileName: string, text: string): Promise<LightMyRequestResponse> {
  await client.get(url);
  const boundary = '----floorboard-test';
  const payload = [
    `--${boundary}\r\nContent-Disposition: form-data; name="_csrf"\r\n\r\n${client.csrfToken()}\r\n`,
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n${text}\r\n`,
    `--${boundary}--\r\n`,
  ].join('');
  return c.app.inject({ method: 'POST', url, payload, headers: { cookie: client.jar.header(), 'content-type': `multipart/form-data; boundary=${boundary}` } });
}
