import t from 'tap';
import { startConsole, TENANT } from '../helpers/console.ts';
import { assetFixtures } from '../helpers/assets.ts';
import { dialogHtml, dialogTitle, element, formError, rowNames, unescape, toast } from '../helpers/entity-html.ts';
import { multipartBody, postMultipart } from '../helpers/multipart.ts';

const currentStep = (html: string) => unescape(/<li aria-current="step"[^>]*>([^<]*)<\/li>/.exec(html)?.[1] ?? '');
/** The column step's choices as the form shows them: type and key of each column. */
const mapping = (html: string) =>
  [...html.matchAll(/<select id="import-column-(\d+)-type"[^>]*>[\s\S]*?<\/select>[\s\S]*?<input id="import-column-\1-key"[^>]*>/g)].map((m) => ({
    type: /<option value="([A-Z_]+)" selected="">/.exec(m[0])?.[1] ?? '',
    key: unescape(/id="import-column-\d+-key"[^>]*value="([^"]*)"/.exec(m[0])?.[1] ?? ''),
  }));

const CSV = 'name,type,label,floor\nImported 1,building,I1,3\nImported 2,building,I2,4\nImported 3,floor,,5,extra\n';

t.test('CSV import of assets: every step at its own address, without JavaScript', async (t) => {
  const c = await startConsole(t);
  const f = await assetFixtures(c.emulator.url);
  const tenant = c.client();
  await tenant.signIn(TENANT.username, TENANT.password);
  const file = (content: string, fileName = 'assets.csv') => ({ name: 'file', fileName, content });

  t.test('the file step: a multipart form with the size limit', async (t) => {
    const page = await tenant.get('/assets?dialog=import');
    t.equal(page.statusCode, 200);
    t.equal(dialogTitle(page.body), 'Import assets');
    t.equal(currentStep(page.body), 'Select a file');
    t.ok(element(dialogHtml(page.body), 'form', { encType: 'multipart/form-data', action: '/assets?dialog=import' }));
    t.ok(element(page.body, 'input', { type: 'file', name: 'file' }));
    t.match(page.body, /At most 1,024 KiB\./);
  });

  t.test('no file, and a file over the limit: the same step with a clear message', async (t) => {
    await tenant.get('/assets?dialog=import');
    const none = await postMultipart(tenant, '/assets?dialog=import', {});
    t.equal(none.statusCode, 400);
    t.equal(formError(none.body), 'Choose a file.');
    const big = await postMultipart(tenant, '/assets?dialog=import', {}, file('name,type\n' + 'x,y\n'.repeat(300_000)));
    t.equal(big.statusCode, 413);
    t.equal(formError(big.body), 'The file is larger than 1,024 KiB.');
    t.equal(currentStep(big.body), 'Select a file');
  });

  t.test('without the session\'s token the upload is refused', async (t) => {
    const { body, contentType } = multipartBody({}, file('name,type\nNo token,building\n'));
    const res = await tenant.app.inject({ method: 'POST', url: '/assets?dialog=import', payload: body, headers: { cookie: tenant.jar.header(), 'content-type': contentType } });
    t.equal(res.statusCode, 403);
    t.notOk(/step=configuration/.test(String(res.headers.location ?? '')), 'no step taken');
  });

  t.test('all steps: file, configuration, columns (auto-mapped), create, results with the error list', async (t) => {
    await tenant.get('/assets?dialog=import');
    const uploaded = await postMultipart(tenant, '/assets?dialog=import', {}, file(CSV));
    t.equal(uploaded.statusCode, 303);
    t.equal(uploaded.headers.location, '/assets?dialog=import&step=configuration');

    const configuration = await tenant.get('/assets?dialog=import&step=configuration');
    t.equal(currentStep(configuration.body), 'Configuration');
    t.match(configuration.body, /assets\.csv/, 'the file\'s name');
    t.match(configuration.body, /<option value="," selected="">,<\/option>/, 'comma by default');
    t.ok(element(configuration.body, 'input', { name: 'mapping.header', checked: '' }), 'header line by default');
    t.ok(element(configuration.body, 'input', { name: 'mapping.update', checked: '' }), 'update by default');
    t.ok(element(configuration.body, 'a', { href: '/assets?dialog=import&amp;step=file' }), 'back to the file');
    const configured = await tenant.postForm('/assets?dialog=import&step=configuration', { 'mapping.delimiter': ',', 'mapping.header': 'true', 'mapping.update': 'true' });
    t.equal(configured.headers.location, '/assets?dialog=import&step=columns');

    const columns = await tenant.get('/assets?dialog=import&step=columns');
    t.equal(currentStep(columns.body), 'Column types');
    t.same(mapping(columns.body), [
      { type: 'NAME', key: '' },
      { type: 'TYPE', key: '' },
      { type: 'LABEL', key: '' },
      { type: 'SERVER_ATTRIBUTE', key: 'floor' },
    ], 'a header naming a type gets it; another is a server attribute keyed by the header');
    t.match(columns.body, /<td>Imported 1<\/td>/, 'the first record as the sample');
    const types = [...dialogHtml(columns.body).matchAll(/<select id="import-column-0-type"[\s\S]*?<\/select>/g)][0][0];
    t.same([...types.matchAll(/<option value="([A-Z_]+)"/g)].map((m) => m[1]), ['NAME', 'TYPE', 'LABEL', 'DESCRIPTION', 'SERVER_ATTRIBUTE', 'TIMESERIES'], 'the types an asset offers');

    const chosen = { 'mapping.columns.0.type': 'NAME', 'mapping.columns.1.type': 'TYPE', 'mapping.columns.2.type': 'LABEL', 'mapping.columns.3.type': 'TIMESERIES', 'mapping.columns.3.key': 'floor' };
    const mapped = await tenant.postForm('/assets?dialog=import&step=columns', chosen);
    t.equal(mapped.headers.location, '/assets?dialog=import&step=create');
    const create = await tenant.get('/assets?dialog=import&step=create');
    t.match(create.body, /Lines to import: 3/);
    const created = await tenant.postForm('/assets?dialog=import&step=create', {});
    t.equal(created.headers.location, '/assets?dialog=import&step=done');

    const done = await tenant.get('/assets?dialog=import&step=done');
    t.match(done.body, /Created: 2/);
    t.match(done.body, /Updated: 0/);
    t.match(done.body, /Failed: 1/);
    t.match(done.body, /<details class="import-errors" open=""><summary>Details<\/summary><ul><li>[^<]+<\/li><\/ul>/, 'the platform\'s error list');
    const finished = await tenant.postForm('/assets?dialog=import&step=done', {});
    t.equal(finished.headers.location, '/assets');
    const list = await tenant.get('/assets?textSearch=Imported');
    t.same(rowNames(list.body).sort(), ['Imported 1', 'Imported 2']);
    t.equal(toast(list.body), 'Import assets: done (2)');
    const one = (await f.api.get('/api/tenant/assets?assetName=Imported%201')).body as { id: { id: string }; label: string; type: string };
    t.same([one.label, one.type], ['I1', 'building']);
    const series = (await f.api.get(`/api/plugins/telemetry/ASSET/${one.id.id}/values/timeseries?keys=floor`)).body as Record<string, { value: string }[]>;
    t.equal(String(series.floor?.[0]?.value), '3', 'the mapped time series');

    t.equal(currentStep((await tenant.get('/assets?dialog=import&step=done')).body), 'Select a file', 'once done the import starts again');
  });

  t.test('the mapping\'s rules: name and type needed, keys for attributes, once-only types once', async (t) => {
    await tenant.get('/assets?dialog=import');
    await postMultipart(tenant, '/assets?dialog=import', {}, file('a;b;c\n1;2;3\n'));
    const wrong = await tenant.postForm('/assets?dialog=import&step=configuration', { 'mapping.delimiter': ',', 'mapping.header': 'true' });
    t.equal(wrong.statusCode, 400, 'one column with a comma: too few');
    t.equal(formError(wrong.body), 'The file must have at least two columns.');
    t.equal(currentStep(wrong.body), 'Configuration');
    await tenant.postForm('/assets?dialog=import&step=configuration', { 'mapping.delimiter': ';' });
    const columns = await tenant.get('/assets?dialog=import&step=columns');
    t.same(mapping(columns.body), [{ type: 'SERVER_ATTRIBUTE', key: '' }, { type: 'SERVER_ATTRIBUTE', key: '' }, { type: 'SERVER_ATTRIBUTE', key: '' }], 'no header line: attributes to be keyed');

    const noType = await tenant.postForm('/assets?dialog=import&step=columns', { 'mapping.columns.0.type': 'NAME', 'mapping.columns.1.type': 'LABEL', 'mapping.columns.2.type': 'SERVER_ATTRIBUTE', 'mapping.columns.2.key': ' ' });
    t.equal(noType.statusCode, 400);
    t.equal(formError(noType.body), 'Choose one column of the type Name and one of the type Type.');
    t.match(noType.body, /<span id="import-column-2-key-error" class="field-error">This column needs a key\.<\/span>/);
    t.same(mapping(noType.body).map((m) => m.type), ['NAME', 'LABEL', 'SERVER_ATTRIBUTE'], 'the choices kept');

    const twice = await tenant.postForm('/assets?dialog=import&step=columns', { 'mapping.columns.0.type': 'NAME', 'mapping.columns.1.type': 'TYPE', 'mapping.columns.2.type': 'NAME' });
    t.equal(twice.statusCode, 400);
    t.match(twice.body, /<span id="import-column-2-key-error" class="field-error">This type may be used for one column only\.<\/span>/);
    const unknown = await tenant.postForm('/assets?dialog=import&step=columns', { 'mapping.columns.0.type': 'NAME', 'mapping.columns.1.type': 'TYPE', 'mapping.columns.2.type': 'ACCESS_TOKEN' });
    t.match(unknown.body, /Choose a column type\./, 'a device\'s type is no asset\'s');

    t.equal((await tenant.get('/assets?dialog=import&step=create')).body.includes('aria-current="step">Column types'), true, 'a later step without a valid mapping shows the columns');
  });

  t.test('the platform refusing the import: on the create step\'s form', async (t) => {
    await tenant.get('/assets?dialog=import');
    await postMultipart(tenant, '/assets?dialog=import', {}, file('name,type\nRefused,building\n'));
    await tenant.postForm('/assets?dialog=import&step=configuration', { 'mapping.delimiter': ',', 'mapping.header': 'true' });
    await tenant.postForm('/assets?dialog=import&step=columns', { 'mapping.columns.0.type': 'NAME', 'mapping.columns.1.type': 'TYPE' });
    for (const status of [400, 500]) {
      c.proxy.fault('POST', '/api/asset/bulk_import', { kind: 'status', status }, 1);
      const res = await tenant.postForm('/assets?dialog=import&step=create', {});
      t.equal(res.statusCode, status === 500 ? 502 : status);
      t.equal(formError(res.body), `Unhandled error code ${status}`);
      t.equal(currentStep(res.body), 'Create entities');
    }
    c.proxy.clearFaults();
    const res = await tenant.postForm('/assets?dialog=import&step=create', {});
    t.equal(res.headers.location, '/assets?dialog=import&step=done', 'tried again, it is done');
  });

  t.test('a customer\'s list offers no import; a customer user gets the forbidden page', async (t) => {
    t.equal((await tenant.get(`/customers/${f.customerA}/assets?dialog=import`)).statusCode, 404);
  });
});
