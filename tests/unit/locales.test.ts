// Keeps locales/ complete: every supported language has the same keys as en_US, with non-empty
// values and the same {{placeholders}}; every key the code uses exists in en_US, and every en_US
// key is used somewhere in the code.
import t from 'tap';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const LOCALES_DIR = join(ROOT, 'locales');
const SOURCE_DIRS = ['views', 'server', 'islands'];
const REFERENCE = 'en_US';

const LANGUAGES = [
  'ca_ES', 'cs_CZ', 'da_DK', 'de_DE', 'el_GR', 'en_US', 'es_ES', 'fa_IR', 'fr_FR', 'it_IT', 'ja_JP',
  'ka_GE', 'ko_KR', 'lv_LV', 'pt_BR', 'ro_RO', 'ru_RU', 'sl_SI', 'tr_TR', 'uk_UA', 'zh_CN', 'zh_TW',
];

/** A string literal whose whole content looks like a translation key path ("device.no-devices-text"). */
const KEY_LITERAL = /(['"`])([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)\1/g;
/** The first argument of a t(...) call when it is a plain literal. */
const T_CALL_LITERAL = /\bt\(\s*(?:'([^'\\\n]*)'|"([^"\\\n]*)"|`([^`\\]*)`)/g;
const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

type Flat = Map<string, unknown>;

/** Leaves of a nested translation object, keyed by their dotted path. */
function flatten(value: unknown, prefix = '', out: Flat = new Map()): Flat {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else {
    out.set(prefix, value);
  }
  return out;
}

function placeholders(value: string): string[] {
  return [...new Set([...value.matchAll(PLACEHOLDER)].map((m) => m[1]))].sort();
}

function namespaceFiles(lang: string): string[] {
  const dir = join(LOCALES_DIR, lang);
  return existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')).sort() : [];
}

/** All of a language's files merged into one key map; a key defined in two files is an error. */
function readLanguage(lang: string): { flat?: Flat; error?: string } {
  const files = namespaceFiles(lang);
  if (files.length === 0) return { error: `locales/${lang}/ has no .json files` };
  const merged: Flat = new Map();
  for (const name of files) {
    let flat: Flat;
    try {
      flat = flatten(JSON.parse(readFileSync(join(LOCALES_DIR, lang, name), 'utf8')));
    } catch (err) {
      return { error: `locales/${lang}/${name} is not valid JSON: ${(err as Error).message}` };
    }
    for (const [key, value] of flat) {
      if (merged.has(key)) return { error: `locales/${lang}/${name}: key ${key} is also defined in another file` };
      merged.set(key, value);
    }
  }
  return { flat: merged };
}

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

const languageDirs = readdirSync(LOCALES_DIR, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();

const reference = readLanguage(REFERENCE);
const referenceKeys: Flat = reference.flat ?? new Map();

t.test('the language folders are exactly the supported languages', async (t) => {
  t.strictSame(
    LANGUAGES.filter((l) => !languageDirs.includes(l)),
    [],
    'supported languages without a folder under locales/',
  );
  t.strictSame(
    languageDirs.filter((l) => !LANGUAGES.includes(l)),
    [],
    'folders under locales/ that are not supported languages',
  );
});

t.test(`${REFERENCE} is the complete reference`, async (t) => {
  t.notOk(reference.error, reference.error ?? `locales/${REFERENCE}/ is readable`);
  t.ok(referenceKeys.size > 0, `${REFERENCE} has keys`);
  const bad = [...referenceKeys].filter(([, v]) => typeof v !== 'string' || v.trim() === '').map(([k]) => k);
  t.strictSame(bad, [], `${REFERENCE}: keys whose value is empty or not a string`);
});

t.test('every language has the keys, values and placeholders of en_US', async (t) => {
  for (const lang of languageDirs.filter((l) => l !== REFERENCE)) {
    t.test(lang, async (t) => {
      const { flat, error } = readLanguage(lang);
      if (!flat) {
        t.fail(error ?? `locales/${lang}/ is unreadable`);
        return;
      }
      t.strictSame(namespaceFiles(lang), namespaceFiles(REFERENCE), `${lang}: the same files as ${REFERENCE}`);
      t.strictSame(
        [...referenceKeys.keys()].filter((k) => !flat.has(k)),
        [],
        `${lang}: keys missing (present in ${REFERENCE})`,
      );
      t.strictSame(
        [...flat.keys()].filter((k) => !referenceKeys.has(k)),
        [],
        `${lang}: extra keys (absent from ${REFERENCE})`,
      );
      t.strictSame(
        [...flat].filter(([, v]) => typeof v !== 'string' || v.trim() === '').map(([k]) => k),
        [],
        `${lang}: keys whose value is empty or not a string`,
      );
      const mismatched: Record<string, { expected: string[]; actual: string[] }> = {};
      for (const [key, enValue] of referenceKeys) {
        const value = flat.get(key);
        if (typeof value !== 'string' || typeof enValue !== 'string') continue;
        const expected = placeholders(enValue);
        const actual = placeholders(value);
        if (expected.join('\0') !== actual.join('\0')) mismatched[key] = { expected, actual };
      }
      t.strictSame(mismatched, {}, `${lang}: values whose {{placeholders}} differ from ${REFERENCE}`);
    });
  }
});

t.test('the code and en_US agree on the keys', async (t) => {
  const files = SOURCE_DIRS.flatMap((d) => sourceFiles(join(ROOT, d)));
  t.ok(files.length > 0, `found .ts/.tsx sources under ${SOURCE_DIRS.join(', ')}`);

  const namespaces = new Set([...referenceKeys.keys()].map((k) => k.split('.')[0]));
  const literals = new Set<string>();
  const unknownInT: string[] = [];
  const unknownNamespaced: string[] = [];
  let directCalls = 0;

  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const where = (index: number) => `${relative(ROOT, file)}:${lineOf(text, index)}`;

    // Literal first arguments of t(): each must be a key of en_US.
    for (const m of text.matchAll(T_CALL_LITERAL)) {
      const key = m[1] ?? m[2] ?? m[3];
      if (m[3] !== undefined && key.includes('${')) continue; // a computed key
      directCalls++;
      if (!referenceKeys.has(key)) unknownInT.push(`${where(m.index)} t('${key}')`);
    }

    // Any key-shaped literal: counts as a use of that key; when it starts with a section of
    // en_US (the data files that feed t() indirectly: menus, home sections, columns, role labels)
    // it must name an existing leaf key.
    for (const m of text.matchAll(KEY_LITERAL)) {
      const literal = m[2];
      literals.add(literal);
      if (namespaces.has(literal.split('.')[0]) && !referenceKeys.has(literal)) {
        unknownNamespaced.push(`${where(m.index)} '${literal}'`);
      }
    }
  }

  t.ok(directCalls > 0, 'found literal t() calls in the sources');
  t.strictSame(unknownInT, [], `keys passed to t() that are missing from ${REFERENCE}`);
  t.strictSame(
    unknownNamespaced,
    [],
    `key-like literals (fed to t() indirectly) that are missing from ${REFERENCE}`,
  );
  t.strictSame(
    [...referenceKeys.keys()].filter((k) => !literals.has(k)),
    [],
    `keys of ${REFERENCE} used nowhere in ${SOURCE_DIRS.join('/, ')}/`,
  );
});
