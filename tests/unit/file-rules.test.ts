// The file and image input rules of the widgets spec (§4, §5): file sizes in steps of 1024, allowed extensions,
// the file input's verdicts, the multi-image list's order (move, drop position, remove) and what it keeps.
import t from 'tap';
import { allowedExtensions, checkFile, fileSize, hasAllowedExtension } from '../../server/domain/files/file-rules.ts';
import { dropIndex, moveItem } from '../../server/domain/files/item-order.ts';
import { markdownEditorPost, markdownRequiredError } from '../../server/domain/markdown-editor.ts';
import { solidPng } from '../../server/domain/files/solid-png.ts';
import { MAX_IMAGE_BYTES } from '../../server/tables/image-input.ts';
import { MAX_IMAGES, imageAction, readMultiImage } from '../../server/tables/multi-image-input.ts';
import type { Upload } from '../../server/tables/upload.ts';

const upload = (fileName: string, bytes: Buffer, tooLarge = false): Upload => ({ fileName, mimeType: 'application/octet-stream', text: '', bytes, tooLarge });

t.test('file size: units in steps of 1024, two decimals, "?" when not a number', async (t) => {
  t.same(fileSize(0), { amount: 0, unit: 'bytes' });
  t.same(fileSize(1023), { amount: 1023, unit: 'bytes' });
  t.same(fileSize(1024), { amount: 1, unit: 'KB' });
  t.same(fileSize(1536), { amount: 1.5, unit: 'KB' });
  t.same(fileSize(1024 * 1024 * 5.125), { amount: 5.13, unit: 'MB' }, 'rounded to two decimals');
  t.same(fileSize(1024 ** 3), { amount: 1, unit: 'GB' });
  t.same(fileSize(1024 ** 4 * 3), { amount: 3, unit: 'TB' });
  t.same(fileSize(1024 ** 6), { amount: 1024, unit: 'PB' }, 'PB is the largest unit');
  t.same(fileSize('2048'), { amount: 2, unit: 'KB' }, 'a numeric string');
  for (const bad of ['abc', '', null, undefined, Number.NaN, Number.POSITIVE_INFINITY, {}]) t.equal(fileSize(bad), null, `${String(bad)}: ?`);
});

t.test('allowed extensions: comma-separated, dots, spaces and case ignored; none allows any file', async (t) => {
  t.same(allowedExtensions('.json, CSV,,txt'), ['json', 'csv', 'txt']);
  t.same(allowedExtensions(''), []);
  t.same(allowedExtensions(undefined), []);
  t.same(allowedExtensions('image/*,.png'), ['png'], 'a MIME pattern is not an extension');
  t.ok(hasAllowedExtension('Readings.CSV', '.json,.csv'));
  t.notOk(hasAllowedExtension('readings.csv.exe', '.json,.csv'));
  t.notOk(hasAllowedExtension('csv', '.csv'), 'the bare extension is not a file of that type');
  t.ok(hasAllowedExtension('anything.bin', ''));
});

t.test('file input verdicts: required, type, size', async (t) => {
  const rules = { accept: '.json,.csv', maxBytes: 10, required: true };
  t.equal(checkFile(undefined, rules), 'required', 'required without a file');
  t.equal(checkFile(upload('', Buffer.alloc(0)), rules), 'required', 'the empty file part a form sends without a file');
  t.equal(checkFile(undefined, { ...rules, required: false }), null, 'optional without a file');
  t.equal(checkFile(upload('photo.png', Buffer.alloc(3)), rules), 'type');
  t.equal(checkFile(upload('data.json', Buffer.alloc(11)), rules), 'size', 'one byte over');
  t.equal(checkFile(upload('data.json', Buffer.alloc(10)), rules), null, 'exactly the limit');
  t.equal(checkFile(upload('data.json', Buffer.alloc(0), true), rules), 'size', 'cut off by the multipart limit');
  t.equal(checkFile(upload('photo.png', Buffer.alloc(11)), rules), 'type', 'the type is said first');
});

t.test('order: move, and where a drop lands', async (t) => {
  t.same(moveItem(['a', 'b', 'c'], 0, 2), ['b', 'c', 'a']);
  t.same(moveItem(['a', 'b', 'c'], 2, 0), ['c', 'a', 'b']);
  t.same(moveItem(['a', 'b', 'c'], 1, 1), ['a', 'b', 'c']);
  t.same(moveItem(['a', 'b', 'c'], 0, -1), ['a', 'b', 'c'], 'moving the first up changes nothing');
  t.same(moveItem(['a', 'b', 'c'], 2, 3), ['a', 'b', 'c'], 'moving the last down changes nothing');
  // a b c d: drag a onto c
  t.equal(dropIndex(0, 2, false), 1, 'left or upper half of c: before it');
  t.equal(dropIndex(0, 2, true), 2, 'right or lower half of c: after it');
  t.equal(dropIndex(3, 1, false), 1, 'd before b');
  t.equal(dropIndex(3, 1, true), 2, 'd after b');
  t.same(moveItem(['a', 'b', 'c', 'd'], 0, dropIndex(0, 3, true)), ['b', 'c', 'd', 'a'], 'after the last');
});

const png = (rgb: [number, number, number]) => solidPng(rgb, 2);
const dataUrl = (bytes: Buffer) => `data:image/png;base64,${bytes.toString('base64')}`;
const [red, green, blue] = [png([255, 0, 0]), png([0, 255, 0]), png([0, 0, 255])];

t.test('multi-image input: kept images in posted order, new files appended, refusals named', async (t) => {
  const body = {
    images: [dataUrl(red), 'javascript:alert(1)', dataUrl(green)],
    'images.file': [upload('blue.png', blue), upload('notes.txt', Buffer.from('hello')), upload('huge.png', Buffer.alloc(0), true), upload('', Buffer.alloc(0))],
  };
  const read = readMultiImage(body, 'images');
  t.same(read.images, [dataUrl(red), dataUrl(green), dataUrl(blue)], 'a value that is not an image dropped; the new one last');
  t.same(read.refused, [{ fileName: 'notes.txt', reason: 'profiles.image-invalid' }, { fileName: 'huge.png', reason: 'profiles.image-too-large' }]);
  t.equal(read.action, null);
  t.same(readMultiImage({ images: dataUrl(red) }, 'images').images, [dataUrl(red)], 'one image posts as a single value');
  t.same(readMultiImage({}, 'images').images, [], 'none');
  const over = upload('big.png', Buffer.concat([red, Buffer.alloc(MAX_IMAGE_BYTES)]));
  t.same(readMultiImage({ 'images.file': over }, 'images').refused, [{ fileName: 'big.png', reason: 'profiles.image-too-large' }], 'larger than the limit by its bytes');
});

t.test('multi-image input: at most MAX_IMAGES', async (t) => {
  const kept = Array.from({ length: MAX_IMAGES }, () => dataUrl(red));
  const read = readMultiImage({ images: kept, 'images.file': upload('one-more.png', green) }, 'images');
  t.equal(read.images.length, MAX_IMAGES);
  t.same(read.refused, [{ fileName: 'one-more.png', reason: 'files.too-many-images' }]);
});

t.test('multi-image input: the move and remove buttons', async (t) => {
  const images = [dataUrl(red), dataUrl(green), dataUrl(blue)];
  t.same(imageAction({ 'images.move': '1:up' }, 'images'), { kind: 'move', from: 1, to: 0 });
  t.same(imageAction({ 'images.move': '1:down' }, 'images'), { kind: 'move', from: 1, to: 2 });
  t.same(imageAction({ 'images.remove': '2' }, 'images'), { kind: 'remove', index: 2 });
  t.equal(imageAction({ 'images.move': 'x:up', 'images.remove': '-1' }, 'images'), null, 'nonsense is no action');
  t.same(readMultiImage({ images, 'images.move': '2:up' }, 'images').images, [dataUrl(red), dataUrl(blue), dataUrl(green)], 'blue up');
  t.same(readMultiImage({ images, 'images.move': '0:up' }, 'images').images, images, 'the first cannot go up');
  t.same(readMultiImage({ images, 'images.remove': '0' }, 'images').images, [dataUrl(green), dataUrl(blue)], 'red removed');
  t.same(readMultiImage({ images, 'images.remove': '7' }, 'images').images, images, 'no such image');
});

t.test('markdown editor: the mode button and the required rule', async (t) => {
  t.same(markdownEditorPost({ text: '# a', 'md.mode': 'preview' }, 'text', 'md'), { text: '# a', mode: 'preview', switched: true });
  t.same(markdownEditorPost({ text: '# a', 'md.mode': 'edit' }, 'text', 'md'), { text: '# a', mode: 'edit', switched: true });
  t.same(markdownEditorPost({ text: '# a' }, 'text', 'md'), { text: '# a', mode: 'edit', switched: false }, 'Save: not a switch');
  t.same(markdownEditorPost({}, 'text', 'md').text, '');
  t.ok(markdownRequiredError('  \n ', true), 'only spaces is no text');
  t.notOk(markdownRequiredError('', false), 'optional');
  t.notOk(markdownRequiredError('x', true));
});
