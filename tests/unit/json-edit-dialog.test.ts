// The JSON edit dialog's Save (widgets spec §2): enabled only when the text changed and is a valid JSON object.
import t from 'tap';
import { jsonEditText, jsonEditVerdict } from '../../server/domain/code/json-edit.ts';

const ORIGINAL = jsonEditText({ temperature: 21.5 });

t.test('the opened text: an object tidied with indent 2, text as it is, nothing as empty', async (t) => {
  t.equal(ORIGINAL, '{\n  "temperature": 21.5\n}');
  t.equal(jsonEditText('{"a":1}'), '{"a":1}');
  t.equal(jsonEditText(null), '');
});

t.test('unchanged: Save disabled, also after a tidy or a mini', async (t) => {
  t.match(jsonEditVerdict(ORIGINAL, ORIGINAL), { changed: false, canSave: false, check: { ok: true } });
  t.match(jsonEditVerdict('{"temperature":21.5}', ORIGINAL), { changed: false, canSave: false });
  t.match(jsonEditVerdict('{\n    "temperature": 21.5\n}', ORIGINAL), { changed: false, canSave: false });
});

t.test('changed and a JSON object: Save enabled', async (t) => {
  t.match(jsonEditVerdict('{"temperature": 22}', ORIGINAL), { changed: true, canSave: true });
  t.match(jsonEditVerdict('{}', ORIGINAL), { changed: true, canSave: true });
});

t.test('changed but invalid: Save disabled, the editor\'s reason kept', async (t) => {
  t.match(jsonEditVerdict('[1, 2]', ORIGINAL), { changed: true, canSave: false, check: { ok: false, key: 'js-func.json-invalid' } });
  t.match(jsonEditVerdict('{"temperature": ', ORIGINAL), { changed: true, canSave: false, check: { ok: false, key: 'js-func.json-invalid' } });
  t.match(jsonEditVerdict('  ', ORIGINAL), { changed: true, canSave: false, check: { ok: false, key: 'js-func.json-object-required' } }, 'required');
});

t.test('an empty dialog: any object is a change', async (t) => {
  t.match(jsonEditVerdict('', ''), { changed: false, canSave: false });
  t.match(jsonEditVerdict('{"a": 1}', ''), { changed: true, canSave: true });
});
