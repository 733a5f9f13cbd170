import type { LightMyRequestResponse } from 'fastify';
import { TENANT, type ConsoleClient, type TestConsole } from './console.ts';
import { postMultipart } from './multipart.ts';

/** A client of the console signed in as the demo tenant administrator. */
export async function tenantClient(c: TestConsole): Promise<ConsoleClient> {
  const client = c.client();
  await client.signIn(TENANT.username, TENANT.password);
  return client;
}

/** Opens the dialog at `url`, then posts its one file (the field `file`) as the browser would. */
export async function postFile(client: ConsoleClient, url: string, fileName: string, text: string): Promise<LightMyRequestResponse> {
  await client.get(url);
  return postMultipart(client, url, {}, { name: 'file', fileName, content: text, type: 'application/octet-stream' });
}
