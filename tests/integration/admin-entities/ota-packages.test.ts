import t from 'tap';
import { createHash } from 'node:crypto';
import { startConsole, TENANT, CUSTOMER_A } from '../../helpers/console.ts';
import { DEMO, session } from '../../helpers/emulator.ts';
import { postMultipart } from '../../helpers/multipart.ts';

const idOf = (html: string, name: string) => new RegExp(`details=([0-9a-f-]{36})"[^>]*>${name}<`).exec(html)?.[1];
const firmware = Buffer.from(Array.from({ length: 300 * 1024 }, (_, i) => (i * 7919) % 256));

t.test('OTA packages (console-map 3.13)', async (t) => {
  const c = await startConsole(t, { env: { OTA_MAX_MIB: '1' } });
  const tenant = c.client();
  await tenant.signIn(TENANT.username, TENANT.password);
  const api = await session(c.emulator.url, DEMO.tenant);
  const profileId = (await api.get('/api/deviceProfileInfo/default')).body.id.id;
  const packages = async () => (await api.get('/api/otaPackages?pageSize=100&page=0')).body.data as { title: string }[];
  const base = { title: 'Sensor fw', version: '1.0', tag: 'sensor 1.0', type: 'FIRMWARE', deviceProfileId: profileId, checksumAlgorithm: 'SHA256' };

  t.test('the add dialog: a file input beside the form, the defaults of the map', async (t) => {
    await tenant.get('/otaUpdates');
    const dialog = await tenant.get('/otaUpdates?dialog=add');
    t.equal(dialog.statusCode, 200);
    t.match(dialog.body, /encType="multipart\/form-data"|enctype="multipart\/form-data"/i);
    t.match(dialog.body, /<option value="FIRMWARE" selected/);
    t.match(dialog.body, /<option value="SHA256" selected/);
    t.match(dialog.body, /<input type="checkbox" id="field-generateChecksum"[^>]* checked=""/);
    t.match(dialog.body, new RegExp(`<option value="${profileId}" selected`), 'the default device profile is chosen');
  });

  t.test('validators: required fields, a file or a URL, a checksum when not generated', async (t) => {
    const res = await postMultipart(tenant, '/otaUpdates?dialog=add', { title: '', version: '', type: 'FIRMWARE', checksumAlgorithm: 'SHA256' }, []);
    t.equal(res.statusCode, 400);
    t.match(res.body, /Title is required\./);
    t.match(res.body, /Version is required\./);
    t.match(res.body, /Device profile is required\./);
    t.match(res.body, /Choose the package file, or give a direct URL\./);
    const noChecksum = await postMultipart(tenant, '/otaUpdates?dialog=add', { ...base }, [{ name: 'file', fileName: 'fw.bin', content: firmware }]);
    t.equal(noChecksum.statusCode, 400);
    t.match(noChecksum.body, /Give the checksum, or let it be generated\./);
    const noUrl = await postMultipart(tenant, '/otaUpdates?dialog=add', { ...base, usesUrl: 'true', url: '' }, []);
    t.equal(noUrl.statusCode, 400);
    t.match(noUrl.body, /The direct URL is required\./);
    t.same(await packages(), [], 'nothing created');
  });

  t.test('a file over the limit gets the clear message, nothing created', async (t) => {
    const res = await postMultipart(tenant, '/otaUpdates?dialog=add', { ...base, generateChecksum: 'true' }, [{ name: 'file', fileName: 'big.bin', content: Buffer.alloc(1024 * 1024 + 10, 1) }]);
    t.equal(res.statusCode, 413);
    t.match(res.body, /The file is larger than 1 MiB\./);
    t.match(res.body, /value="Sensor fw"/, 'the input is kept');
    t.same(await packages(), []);
  });

  t.test('a failed upload leaves no package behind', async (t) => {
    const res = await postMultipart(tenant, '/otaUpdates?dialog=add', { ...base, checksum: 'deadbeef' }, [{ name: 'file', fileName: 'fw.bin', content: firmware }]);
    t.equal(res.statusCode, 400);
    t.match(res.body, /Wrong otaPackage file!/);
    t.same(await packages(), [], 'the info record was deleted again');
  });

  let packageId = '';
  t.test('upload a file (generated checksum), list it, download it byte-identical', async (t) => {
    const res = await postMultipart(tenant, '/otaUpdates?dialog=add', { ...base, generateChecksum: 'true', 'additionalInfo.description': 'first' }, [{ name: 'file', fileName: 'fw.bin', content: firmware, type: 'application/octet-stream' }]);
    t.equal(res.statusCode, 303);
    const list = await tenant.get('/otaUpdates');
    packageId = idOf(list.body, 'Sensor fw')!;
    t.ok(packageId);
    const sha = createHash('sha256').update(firmware).digest('hex');
    t.match(list.body, `title="SHA256: ${sha}"`, 'the whole checksum on hover');
    t.match(list.body, `>SHA256: ${sha.slice(0, 12)}…<`, 'cut to 20 characters');
    t.match(list.body, `data-copy="SHA256: ${sha}"`);
    t.match(list.body, /aria-label="Copy checksum"/);
    t.match(list.body, />300 kB<|>300 KB<|>300 kB</);
    t.match(list.body, />Firmware</);
    t.match(list.body, new RegExp(`href="/otaUpdates/${packageId}/download"`));
    const download = await tenant.get(`/otaUpdates/${packageId}/download`);
    t.equal(download.statusCode, 200);
    t.match(String(download.headers['content-disposition']), /attachment; filename="fw\.bin"/);
    t.same(download.rawPayload, firmware, 'byte-identical');
  });

  t.test('a package with a direct URL: no download, its URL copied', async (t) => {
    const url = 'https://firmware.example.test/releases/sensor-2.0.bin';
    const res = await postMultipart(tenant, '/otaUpdates?dialog=add', { ...base, version: '2.0', usesUrl: 'true', url, checksum: 'abc123' }, []);
    t.equal(res.statusCode, 303);
    const list = await tenant.get('/otaUpdates');
    t.match(list.body, `data-copy="${url}"`);
    t.match(list.body, /aria-label="Copy direct URL"/);
    const saved = (await packages()).find((p) => (p as { version?: string }).version === '2.0') as unknown as { url: string; hasData: boolean; id: { id: string } };
    t.equal(saved.url, url);
    t.notMatch(list.body, new RegExp(`href="/otaUpdates/${saved.id.id}/download"`), 'nothing to download');
  });

  t.test('details are read-only; a duplicate title and version is refused on the form', async (t) => {
    const page = await tenant.get(`/otaUpdates/${packageId}`);
    t.equal(page.statusCode, 200);
    t.notMatch(page.body, /aria-label="Edit"/);
    t.equal((await tenant.postForm(`/otaUpdates/${packageId}?edit=true`, { title: 'x' })).statusCode, 403);
    const dup = await postMultipart(tenant, '/otaUpdates?dialog=add', { ...base, generateChecksum: 'true' }, [{ name: 'file', fileName: 'fw.bin', content: firmware }]);
    t.equal(dup.statusCode, 400);
    t.match(dup.body, /OtaPackage with such title and version already exists!/);
  });

  t.test('delete', async (t) => {
    t.equal((await tenant.postForm(`/otaUpdates?dialog=delete&ids=${packageId}`, {})).statusCode, 303);
    t.equal((await api.get(`/api/otaPackage/info/${packageId}`)).status, 404);
  });

  t.test('customers may not open the packages', async (t) => {
    const customer = c.client();
    await customer.signIn(CUSTOMER_A.username, CUSTOMER_A.password);
    t.equal((await customer.get('/otaUpdates')).statusCode, 403);
  });
});
