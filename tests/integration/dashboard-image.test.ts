// The dashboard's mobile image (console-map §3.7, `image`): the image upload field the profiles use, in the add
// dialog and the details form: a file stored as a data URL, kept while the form comes back, refused beside the field
// when too large or not an image (input kept, nothing saved), and removed.
import t from 'tap';
import { startConsole } from '../helpers/console.ts';
import { element, fieldError } from '../helpers/entity-html.ts';
import { postMultipart } from '../helpers/multipart.ts';
import { tenantClient } from '../helpers/entity-page-client.ts';
import { tenantSession } from '../helpers/dashboards.ts';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('0000000d49484452', 'hex'), Buffer.alloc(32, 9)]);
const DATA_URL = `data:image/png;base64,${PNG.toString('base64')}`;

t.test('dashboard mobile image upload', async (t) => {
  const c = await startConsole(t);
  const admin = await tenantSession(c.emulator.url);
  const client = await tenantClient(c);
  const byTitle = async (title: string) => (await admin.get(`/api/tenant/dashboards?pageSize=10&page=0&textSearch=${encodeURIComponent(title)}`)).body.data as { id: { id: string }; title: string; image: string | null }[];
  const full = async (id: string) => (await admin.get(`/api/dashboard/${id}`)).body;

  t.test('the add dialog posts a file; a refused one leaves the input and creates nothing', async (t) => {
    const add = await client.get('/dashboards?dialog=add');
    t.ok(element(add.body, 'form', { encType: 'multipart/form-data' }), 'the form posts files');
    t.ok(element(add.body, 'input', { type: 'file', name: 'image.file' }), 'a file input for the image');
    t.ok(element(add.body, 'label', { for: 'field-image-file' }), 'labelled');
    t.notOk(element(add.body, 'input', { type: 'text', name: 'image' }), 'no address field any more');

    const text = await postMultipart(client, '/dashboards?dialog=add', { title: 'Pictureless', mobileOrder: '2' }, { name: 'image.file', fileName: 'x.png', content: 'not a picture', type: 'image/png' });
    t.equal(text.statusCode, 400);
    t.equal(fieldError(text.body, 'image'), 'Not an image: choose a PNG, JPEG, GIF, WebP or BMP file.');
    t.ok(element(text.body, 'input', { name: 'title', value: 'Pictureless' }), 'the title kept');
    const big = await postMultipart(client, '/dashboards?dialog=add', { title: 'Pictureless' }, { name: 'image.file', fileName: 'big.png', content: Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]), type: 'image/png' });
    t.equal(big.statusCode, 400);
    t.equal(fieldError(big.body, 'image'), 'The image file is too large.');
    t.match(big.body, /at most 1,024 KB/, 'the limit said beside the field');
    t.equal((await byTitle('Pictureless')).length, 0, 'nothing created');

    const invalid = await postMultipart(client, '/dashboards?dialog=add', { title: '' }, { name: 'image.file', fileName: 'p.png', content: PNG, type: 'image/png' });
    t.equal(invalid.statusCode, 400, 'another field invalid');
    t.ok(element(invalid.body, 'input', { type: 'hidden', name: 'image', value: DATA_URL }), 'the uploaded image kept for the next post');
    t.ok(element(invalid.body, 'img', { src: DATA_URL }), 'and shown');
    t.equal((await postMultipart(client, '/dashboards?dialog=add', { title: 'Pictured board', image: DATA_URL })).statusCode, 303);
    const [made] = await byTitle('Pictured board');
    t.equal((await full(made.id.id)).image, DATA_URL, 'stored as a data URL');
  });

  t.test('the details form shows the image, replaces it and removes it, keeping the configuration', async (t) => {
    const made = (await admin.post('/api/dashboard', { title: 'Image board', configuration: { description: 'd', widgets: { w1: { typeFullFqn: 'x' } } } })).body;
    const at = `/dashboards?details=${made.id.id}&edit=true`;
    const form = await client.get(at);
    t.ok(element(form.body, 'input', { type: 'file', name: 'image.file' }));
    t.match(form.body, 'No image', 'none yet');
    t.equal((await postMultipart(client, at, { title: 'Image board', 'configuration.description': 'd' }, { name: 'image.file', fileName: 'p.png', content: PNG, type: 'image/png' })).statusCode, 303);
    const saved = await full(made.id.id);
    t.equal(saved.image, DATA_URL);
    t.same(saved.configuration.widgets, { w1: { typeFullFqn: 'x' } }, 'the configuration kept');
    const shown = await client.get(at);
    t.ok(element(shown.body, 'img', { src: DATA_URL }), 'the stored image shown');
    t.ok(element(shown.body, 'input', { type: 'checkbox', name: 'image.clear' }), 'with a remove box');
    t.equal((await postMultipart(client, at, { title: 'Image board', 'configuration.description': 'd', image: DATA_URL, 'image.clear': 'true' })).statusCode, 303);
    t.equal((await full(made.id.id)).image, null, 'removed');
    const bad = await client.postForm(at, { title: 'Image board', image: 'javascript:alert(1)' });
    t.equal(bad.statusCode, 400, 'an address that is no image is refused');
    t.equal(fieldError(bad.body, 'image'), 'Not an image: choose a PNG, JPEG, GIF, WebP or BMP file.');
  });
});
