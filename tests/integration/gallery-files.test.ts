// The gallery's forms of the file, multi-image and markdown parts, through the console: the server's own checks of
// what the browser would have refused already (no file, a wrong type, too large), the multi-image buttons without
// script, the markdown editor's modes and required rule, the help viewer at its own address.
import t from 'tap';
import { startConsole, TENANT } from '../helpers/console.ts';
import { postMultipart } from '../helpers/multipart.ts';
import { solidPng } from '../../server/domain/files/solid-png.ts';
import { SAMPLE_IMAGES } from '../../server/gallery/files-samples.ts';

const unescape = (html: string) => html.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
const imagesOf = (html: string, id: string) => {
  const field = html.slice(html.indexOf(`id="${id}"`), html.indexOf('</fieldset>', html.indexOf(`id="${id}"`)));
  return [...field.matchAll(/<input type="hidden" name="[^"]+" value="([^"]+)"/g)].map((m) => m[1]);
};

t.test('the file input: the server refuses no file, a wrong type and a large file; takes a CSV', async (t) => {
  const c = await startConsole(t, { env: { GALLERY: 'true' } });
  const tenant = c.client();
  await tenant.signIn(TENANT.username, TENANT.password);
  const page = await tenant.get('/gallery');
  t.match(page.body, /<input type="file" id="fi-empty" accept=".json,.csv" required=""[^>]*name="file"\/>/, 'a plain file input, its types as accept');
  t.match(page.body, /<span class="field-hint" id="fi-empty-hint">Drop a file of type .json, .csv or click to choose one. Maximum upload file size: 64 KB<\/span>/);

  const none = await postMultipart(tenant, '/gallery/file', {});
  t.equal(none.statusCode, 400);
  t.match(none.body, /<span id="fi-empty-error" class="field-error">Choose a file.<\/span>/, 'required');
  const png = await postMultipart(tenant, '/gallery/file', {}, { name: 'file', fileName: 'photo.png', content: solidPng([1, 2, 3], 4) });
  t.equal(png.statusCode, 400);
  t.match(png.body, /<span id="fi-empty-error" class="field-error">Only these file types: .json, .csv.<\/span>/, 'wrong type');
  t.match(png.body, /<span class="file-name"[^>]*>photo.png<\/span>/, 'the name kept');
  const big = await postMultipart(tenant, '/gallery/file', {}, { name: 'file', fileName: 'big.json', content: 'x'.repeat(64 * 1024 + 1) });
  t.equal(big.statusCode, 400);
  t.match(big.body, /<span id="fi-empty-error" class="field-error">The file is larger than 64 KB.<\/span>/, 'too large');
  const csv = await postMultipart(tenant, '/gallery/file', {}, { name: 'file', fileName: 'readings.csv', content: 'a,b\n1,2\n' });
  t.equal(csv.statusCode, 200);
  t.match(csv.body, 'The server received readings.csv (8 bytes).');
});

t.test('the multi-image input without script: move, remove, append, refuse, save', async (t) => {
  const c = await startConsole(t, { env: { GALLERY: 'true' } });
  const tenant = c.client();
  await tenant.signIn(TENANT.username, TENANT.password);
  const page = await tenant.get('/gallery');
  const [red, green, blue] = SAMPLE_IMAGES;
  t.same(imagesOf(page.body, 'mi-filled'), [red, green, blue]);
  t.match(page.body, /<button type="submit" class="icon-button" value="0:up" formNoValidate="" aria-label="Move Image 1 up"[^>]*disabled="" name="images.move">/, 'the first cannot go up');

  const moved = await postMultipart(tenant, '/gallery/images', { images: red, 'images.move': '0:down' });
  t.equal(moved.statusCode, 200);
  t.notMatch(moved.body, 'Images saved', 'a move is not a save');
  // multipartBody takes one value per name: the order with repeated fields comes from a raw body.
  const twice = await tenant.app.inject({
    method: 'POST', url: '/gallery/images', remoteAddress: tenant.remoteAddress,
    headers: { cookie: tenant.jar.header(), 'content-type': 'multipart/form-data; boundary=b' },
    payload: [`_csrf`, 'images', 'images', 'images', 'images.remove'].map((name, i) => `--b\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${[tenant.csrfToken(), red, green, blue, '1'][i]}\r\n`).join('') + '--b--\r\n',
  });
  t.same(imagesOf(twice.body, 'mi-filled'), [red, blue], 'green removed, the order kept');

  const added = await postMultipart(tenant, '/gallery/images', { images: blue }, [
    { name: 'images.file', fileName: 'yellow.png', content: solidPng([250, 200, 0], 4), type: 'image/png' },
    { name: 'images.file', fileName: 'notes.png', content: 'not an image', type: 'image/png' },
  ]);
  t.equal(added.statusCode, 400, 'one file refused');
  const images = imagesOf(added.body, 'mi-filled');
  t.equal(images.length, 2, 'the image appended');
  t.equal(images[0], blue);
  t.equal(images[1], `data:image/png;base64,${solidPng([250, 200, 0], 4).toString('base64')}`);
  t.match(unescape(added.body), '<span id="mi-filled-error" class="field-error">notes.png: Not an image: choose a PNG, JPEG, GIF, WebP or BMP file.</span>');

  const saved = await postMultipart(tenant, '/gallery/images', { images: blue });
  t.match(saved.body, 'Images saved: 1.');
  const script = await postMultipart(tenant, '/gallery/images', { images: 'javascript:alert(1)' });
  t.same(imagesOf(script.body, 'mi-filled'), [], 'a kept value that is not an image is dropped');
});

t.test('the markdown editor: preview by the server, the required rule; the help viewer at its address', async (t) => {
  const c = await startConsole(t, { env: { GALLERY: 'true' } });
  const tenant = c.client();
  await tenant.signIn(TENANT.username, TENANT.password);
  const page = await tenant.get('/gallery');
  t.match(page.body, /<textarea id="md-filled" name="markdownText"[^>]*data-code-language="markdown"/, 'edit mode: the code editor with markdown');
  t.match(page.body, /<div class="markdown-editor" id="md-read-only-field">[\s\S]*?<h1 id="md-read-only-sensor">Sensor<\/h1>/, 'read-only: only the preview');
  t.notMatch(page.body, /name="md-read-only.mode"/, 'read-only: no mode button');

  const preview = await tenant.postForm('/gallery/markdown', { markdownText: '# Hi <script>alert(1)</script>', 'md-filled.mode': 'preview' });
  t.equal(preview.statusCode, 200);
  t.match(preview.body, /<input type="hidden" name="markdownText" value="# Hi &lt;script&gt;alert\(1\)&lt;\/script&gt;"\/>/, 'the text kept for the next post');
  t.notMatch(preview.body, /<script>alert/, 'sanitized by the server');
  t.notMatch(preview.body, 'gallery-valid', 'a switch is not a save');
  const empty = await tenant.postForm('/gallery/markdown', { markdownText: '  ' });
  t.equal(empty.statusCode, 400);
  t.match(empty.body, /<span id="md-filled-error" class="field-error">Enter the text.<\/span>/);
  const saved = await tenant.postForm('/gallery/markdown', { markdownText: '*ok*' });
  t.equal(saved.statusCode, 200);
  t.match(saved.body, /<p class="gallery-valid" role="status">The values are valid.<\/p>/);

  t.notMatch(page.body, /<dialog id="markdown-help"/, 'closed on the page itself');
  const help = await tenant.get('/gallery?dialog=markdown-help');
  t.match(help.body, /<dialog id="markdown-help" class="dialog" open=""/);
  t.match(help.body, /<h2 class="dialog-title" id="markdown-help-title">Markdown<\/h2>/, 'titled by the help page');
  t.match(help.body, /<a class="button primary" href="\/gallery#md-filled-help">Close<\/a>/, 'Close back to the link that opened it');
  const full = await tenant.get('/gallery?fullscreen=panel');
  t.match(full.body, /<section class="fullscreen-panel is-fullscreen" id="fs-panel"/, 'the fullscreen panel without script');
});
