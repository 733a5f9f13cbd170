import t from 'tap';
import { readFileSync } from 'node:fs';
import { startConsole, SYSADMIN, TENANT } from '../../helpers/console.ts';
import { DEMO, session } from '../../helpers/emulator.ts';
import { postMultipart } from '../../helpers/multipart.ts';

const idOf = (html: string, name: string) => new RegExp(`details=([0-9a-f-]{36})"[^>]*>${name}<`).exec(html)?.[1];
const fixture = (name: string) => readFileSync(new URL(`../../fixtures/lwm2m/${name}`, import.meta.url));

t.test('resources library (console-map 3.15)', async (t) => {
  const c = await startConsole(t);
  const tenant = c.client();
  await tenant.signIn(TENANT.username, TENANT.password);
  const api = await session(c.emulator.url, DEMO.tenant);

  t.test('columns; the system Device model is read-only for the tenant', async (t) => {
    const res = await tenant.get('/settings/resources-library');
    t.equal(res.statusCode, 200);
    for (const title of ['>Created time<', '>Title<', '>Resource type<', '>System<']) t.match(res.body, title);
    t.match(res.body, />LwM2M model</);
    const device = idOf(res.body, 'Device')!;
    t.ok(device);
    t.notMatch(res.body, new RegExp(`name="ids" value="${device}"`));
    t.notMatch(res.body, new RegExp(`dialog=delete&amp;ids=${device}`));
    t.match(res.body, new RegExp(`href="/settings/resources-library/${device}/download"`));
    const refused = await tenant.postForm(`/settings/resources-library?dialog=delete&ids=${device}`, {});
    t.equal(refused.statusCode, 400);
    t.match(refused.body, /System resources can only be read\./);
    t.equal((await tenant.postForm(`/settings/resources-library/${device}?edit=true`, { title: 'Mine', fileName: 'x.xml' })).statusCode, 403);
  });

  t.test('upload several LwM2M models at once: one resource per file, titled from the model', async (t) => {
    const dialog = await tenant.get('/settings/resources-library?dialog=add');
    t.match(dialog.body, /enctype="multipart\/form-data"|encType="multipart\/form-data"/i);
    t.match(dialog.body, /<input type="file" id="file-file" accept="[^"]*" multiple="" required="" aria-describedby="file-file-hint" name="file"\/>/);
    const res = await postMultipart(tenant, '/settings/resources-library?dialog=add', { resourceType: 'LWM2M_MODEL', title: '' }, [
      { name: 'file', fileName: 'temperature-3303.xml', content: fixture('temperature-3303.xml'), type: 'text/xml' },
      { name: 'file', fileName: 'humidity-3304.xml', content: fixture('humidity-3304.xml'), type: 'text/xml' },
    ]);
    t.equal(res.statusCode, 303);
    const list = await tenant.get('/settings/resources-library');
    const temperature = idOf(list.body, 'Temperature')!;
    t.ok(temperature && idOf(list.body, 'Humidity'));
    const download = await tenant.get(`/settings/resources-library/${temperature}/download`);
    t.equal(download.statusCode, 200);
    t.match(String(download.headers['content-disposition']), /attachment; filename="temperature-3303\.xml"/);
    t.same(download.rawPayload, fixture('temperature-3303.xml'), 'byte-identical');
    t.equal((await tenant.postForm(`/settings/resources-library?dialog=delete&ids=${temperature}`, {})).statusCode, 303);
  });

  t.test('a key store: one file with its title; binary bytes kept', async (t) => {
    const bytes = Buffer.from(Array.from({ length: 600 }, (_, i) => (i * 37) % 256));
    const noTitle = await postMultipart(tenant, '/settings/resources-library?dialog=add', { resourceType: 'JKS', title: '' }, [{ name: 'file', fileName: 'keys.jks', content: bytes }]);
    t.equal(noTitle.statusCode, 400);
    t.match(noTitle.body, /Title is required\./);
    const two = await postMultipart(tenant, '/settings/resources-library?dialog=add', { resourceType: 'PKCS_12', title: 'Certs' }, [
      { name: 'file', fileName: 'a.p12', content: bytes },
      { name: 'file', fileName: 'b.p12', content: bytes },
    ]);
    t.equal(two.statusCode, 400);
    t.match(two.body, /A key store is uploaded one file at a time\./);
    t.match(two.body, /value="Certs"/);
    const ok = await postMultipart(tenant, '/settings/resources-library?dialog=add', { resourceType: 'JKS', title: 'Gateway keys' }, [{ name: 'file', fileName: 'keys.jks', content: bytes }]);
    t.equal(ok.statusCode, 303);
    const id = idOf((await tenant.get('/settings/resources-library')).body, 'Gateway keys')!;
    t.same((await tenant.get(`/settings/resources-library/${id}/download`)).rawPayload, bytes);
    t.equal((await api.get(`/api/resource/${id}`)).body.resourceType, 'JKS');
  });

  t.test('no file, a too large file, a file the platform refuses: messages on the dialog, nothing created', async (t) => {
    const before = (await api.get('/api/resource?pageSize=100&page=0')).body.totalElements;
    const none = await postMultipart(tenant, '/settings/resources-library?dialog=add', { resourceType: 'LWM2M_MODEL', title: '' }, []);
    t.equal(none.statusCode, 400);
    t.match(none.body, /Choose a file\./);
    const big = await postMultipart(tenant, '/settings/resources-library?dialog=add', { resourceType: 'LWM2M_MODEL', title: '' }, [{ name: 'file', fileName: 'huge.xml', content: Buffer.alloc(6 * 1024 * 1024, 65) }]);
    t.equal(big.statusCode, 413);
    t.match(big.body, /The file &#x27;huge\.xml&#x27; is larger than 5 MiB\.|The file 'huge\.xml' is larger than 5 MiB\./);
    const notXml = await postMultipart(tenant, '/settings/resources-library?dialog=add', { resourceType: 'LWM2M_MODEL', title: '' }, [{ name: 'file', fileName: 'x.xml', content: 'no model here' }]);
    t.equal(notXml.statusCode, 400);
    t.match(notXml.body, /Could not parse the XML/);
    t.equal((await api.get('/api/resource?pageSize=100&page=0')).body.totalElements, before);
  });

  t.test('the system administrator may change system resources; customers may not open the library', async (t) => {
    const admin = c.client();
    await admin.signIn(SYSADMIN.username, SYSADMIN.password);
    const list = await admin.get('/settings/resources-library');
    const device = idOf(list.body, 'Device')!;
    t.match(list.body, new RegExp(`name="ids" value="${device}"`));
    const customer = c.client();
    await customer.signIn('customerA@thingsboard.org', 'customer');
    t.equal((await customer.get('/settings/resources-library')).statusCode, 403);
  });
});
