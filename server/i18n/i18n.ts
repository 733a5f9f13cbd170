import i18next, { type i18n, type TFunction } from 'i18next';
import { readdirSync, readFileSync } from 'node:fs';
import { PROJECT_ROOT } from '../project-root.ts';

export const DEFAULT_LANGUAGE = 'en_US';
const LOCALES_DIR = `${PROJECT_ROOT}locales/`;

export interface Translator {
  languages: string[];
  fixedT(lang: string): TFunction;
}

/**
 * i18next over locales/: the default language is read at start-up, every other one synchronously the first time a
 * request asks for it (most consoles serve one or two of the 22 languages).
 */
export function createTranslator(logWarn: (msg: string) => void): Translator {
  const languages = readdirSync(LOCALES_DIR, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
  // Each concern keeps its strings in its own file (console.json, auth.json, ...); keys are unique across files,
  // so every file is a fallback namespace of the others and t('login.login') finds its key wherever it lives.
  const namespaces = readdirSync(`${LOCALES_DIR}${DEFAULT_LANGUAGE}`)
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -'.json'.length))
    .sort((a, b) => (a === 'console' ? -1 : b === 'console' ? 1 : a.localeCompare(b)));
  const bundles = (lang: string) =>
    Object.fromEntries(namespaces.map((ns) => [ns, JSON.parse(readFileSync(`${LOCALES_DIR}${lang}/${ns}.json`, 'utf8')) as object]));
  const instance: i18n = i18next.createInstance();
  instance.init({
    initAsync: false,
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: languages,
    load: 'currentOnly',
    ns: namespaces,
    defaultNS: namespaces[0],
    fallbackNS: namespaces.slice(1),
    resources: { [DEFAULT_LANGUAGE]: bundles(DEFAULT_LANGUAGE) },
    interpolation: { escapeValue: false }, // React escapes
    saveMissing: true,
    missingKeyHandler: (lngs, _ns, key) => logWarn(`missing translation ${lngs.join(',')}:${key}`),
  });
  const cache = new Map<string, TFunction>();
  return {
    languages,
    fixedT(lang) {
      let t = cache.get(lang);
      if (!t) {
        const known = languages.includes(lang) ? lang : DEFAULT_LANGUAGE;
        if (!instance.hasResourceBundle(known, namespaces[0])) {
          for (const [ns, strings] of Object.entries(bundles(known))) instance.addResourceBundle(known, ns, strings);
        }
        t = memoized(instance.getFixedT(known));
        cache.set(lang, t);
      }
      return t;
    },
  };
}

const MAX_INTERPOLATED = 5000;
const SEPARATOR = '\u0000';

/**
 * The options of an interpolation as part of a cache key, or undefined when they are not all strings, numbers and
 * booleans (objects, arrays, `returnObjects`: left to i18next every time).
 */
function optionsKey(options: object): string | undefined {
  let key = '';
  // Not Object.entries: an array of pairs per call, and rows ask once each (their check box's label).
  for (const name in options) {
    if (!Object.hasOwn(options, name)) continue;
    const value = (options as Record<string, unknown>)[name];
    const type = typeof value;
    if ((type !== 'string' && type !== 'number' && type !== 'boolean') || name === 'returnObjects') return undefined;
    key += `${SEPARATOR}${name}=${type[0]}${String(value)}`;
  }
  return key;
}

/**
 * Lookups are memoized: a page asks for the same menu and column labels on every request, and i18next's key
 * resolution is the costliest part of a render. Interpolations with plain values too (a list's "1 – 10 of 42" repeats
 * for everyone who opens it), in a bounded map.
 */
function memoized(t: TFunction): TFunction {
  const strings = new Map<string, string>();
  const interpolated = new Map<string, string>();
  const lookup = (key: string | string[], options?: unknown) => {
    if (typeof key !== 'string') return t(key as never, options as never);
    if (options !== undefined) {
      const variant = options !== null && typeof options === 'object' ? optionsKey(options) : undefined;
      if (variant === undefined) return t(key, options as never);
      const cacheKey = key + variant;
      let value = interpolated.get(cacheKey);
      if (value === undefined) {
        value = String(t(key, options as never));
        if (interpolated.size >= MAX_INTERPOLATED) interpolated.clear();
        interpolated.set(cacheKey, value);
      }
      return value;
    }
    let value = strings.get(key);
    if (value === undefined) {
      value = t(key) as string;
      strings.set(key, value);
    }
    return value;
  };
  return lookup as unknown as TFunction;
}

/** Where a language choice may come from, strongest first (the spec's order, with the remembered choice). */
export interface LanguageSources {
  /** The signed-in user's preference (`additionalInfo.lang`). */
  preference?: string;
  /** The choice remembered in the product-prefixed cookie, like the upstream console's local settings. */
  remembered?: string;
  /** The browser's Accept-Language header. */
  acceptLanguage?: string;
}

/** Preference, else remembered choice, else the browser's languages (exact, then base), else the default. */
export function pickLanguage(supported: string[], sources: LanguageSources): string {
  const { preference, remembered, acceptLanguage } = sources;
  if (preference && supported.includes(preference)) return preference;
  if (remembered && supported.includes(remembered)) return remembered;
  const wanted = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag: tag.trim().replaceAll('-', '_'), q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((w) => w.tag && w.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of wanted) {
    const exact = supported.find((s) => s.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
  }
  for (const { tag } of wanted) {
    const base = tag.split('_')[0].toLowerCase();
    const match = supported.find((s) => s.split('_')[0].toLowerCase() === base);
    if (match) return match;
  }
  return DEFAULT_LANGUAGE;
}
