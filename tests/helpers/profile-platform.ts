import type { LightMyRequestResponse } from 'fastify';
import { call, login } from './emulator.ts';
import type { ConsoleClient, TestConsole } from './console.ts';

/** The tenant's own reads of the platform: what a profile form stored, as the platform answers it. */
export async function platformAs(c: TestConsole, username: string, password: string) {
  const { token } = await login(c.emulator.url, username, password);
  return {
    get: async (path: string) => (await call(c.emulator.url, path, { token })).body,
    post: async (path: string, body: unknown) => call(c.emulator.url, path, { token, method: 'POST', body }),
  };
}

/** A profile's id by its name, from the platform's list. */
export async function profileId(platform: Awaited<ReturnType<typeof platformAs>>, kind: 'device' | 'asset', name: string): Promise<string> {
  const page = await platform.get(`/api/${kind}Profiles?pageSize=100&page=0&textSearch=${encodeURIComponent(name)}`);
  const found = (page.data as { id: { id: string }; name: string }[]).find((p) => p.name === name);
  if (!found) throw new Error(`no ${kind} profile ${name}`);
  return found.id.id;
}

/** A file posted as a browser would post the import dialog's form (multipart, with the CSRF token). */
export async function postFile(client: ConsoleClient, url: string, fileName: string, content: string): Promise<LightMyRequestResponse> {
  await client.get(url);
  const boundary = '----floorboard-test-boundary';
  const body = [
    `--${boundary}\r\nContent-Disposition: form-data; name="_csrf"\r\n\r\n${client.csrfToken()}\r\n`,
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/json\r\n\r\n${content}\r\n`,
    `--${boundary}--\r\n`,
  ].join('');
  const res = await client.app.inject({
    method: 'POST',
    url,
    payload: body,
    headers: { cookie: client.jar.header(), 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  client.jar.store(res.headers['set-cookie']);
  return res;
}
