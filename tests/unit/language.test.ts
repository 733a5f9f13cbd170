import t from 'tap';
import { readFileSync, readdirSync } from 'node:fs';
import { createTranslator, pickLanguage } from '../../server/i18n/i18n.ts';
import { PROJECT_ROOT } from '../../server/project-root.ts';

const supported = ['de_DE', 'en_US', 'es_ES', 'fa_IR', 'zh_CN', 'zh_TW'];

t.test('language choice', async (t) => {
  t.equal(pickLanguage(supported, { preference: 'es_ES', remembered: 'fa_IR', acceptLanguage: 'de-DE' }), 'es_ES', 'the user preference wins');
  t.equal(pickLanguage(supported, { preference: 'xx_XX', acceptLanguage: 'de-DE,de;q=0.9' }), 'de_DE', 'exact browser match');
  t.equal(pickLanguage(supported, { acceptLanguage: 'zh-TW' }), 'zh_TW');
  t.equal(pickLanguage(supported, { acceptLanguage: 'de-AT' }), 'de_DE', 'base language');
  t.equal(pickLanguage(supported, { acceptLanguage: 'fr-FR, es;q=0.5' }), 'es_ES');
  t.equal(pickLanguage(supported, { acceptLanguage: 'ja-JP' }), 'en_US', 'default');
  t.equal(pickLanguage(supported, {}), 'en_US');
});

t.test('the remembered choice sits between the preference and the browser', async (t) => {
  t.equal(pickLanguage(supported, { remembered: 'fa_IR', acceptLanguage: 'de-DE' }), 'fa_IR', 'remembered beats Accept-Language');
  t.equal(pickLanguage(supported, { preference: 'zh_CN', remembered: 'fa_IR' }), 'zh_CN', 'preference beats remembered');
  t.equal(pickLanguage(supported, { remembered: 'xx_XX', acceptLanguage: 'de-DE' }), 'de_DE', 'an unsupported remembered value is ignored');
  t.equal(pickLanguage(supported, { remembered: '', acceptLanguage: 'es' }), 'es_ES', 'an empty remembered value is ignored');
});

t.test('Accept-Language quality values and exact-before-base', async (t) => {
  t.equal(pickLanguage(supported, { acceptLanguage: 'zh;q=0.9, zh-TW;q=0.8' }), 'zh_TW', 'an exact match anywhere beats a base match');
  t.equal(pickLanguage(supported, { acceptLanguage: 'de;q=0, es;q=0.1' }), 'es_ES', 'q=0 means not acceptable');
  t.equal(pickLanguage(supported, { acceptLanguage: 'garbage;;,' }), 'en_US');
});

t.test('each language is read when first asked for, with the default language behind its missing keys', async (t) => {
  const translator = createTranslator(() => {});
  const folders = readdirSync(`${PROJECT_ROOT}locales`).sort();
  t.same(translator.languages, folders, 'every folder under locales/ is a language');
  for (const lang of [...folders].reverse()) {
    const own = JSON.parse(readFileSync(`${PROJECT_ROOT}locales/${lang}/console.json`, 'utf8')) as { login: { login: string } };
    t.equal(translator.fixedT(lang)('login.login'), own.login.login, `${lang} from its own file`);
  }
  t.equal(translator.fixedT('xx_XX')('login.login'), 'Sign in', 'an unknown language falls back to the default');
});

t.test('interpolations give each set of values its own text, however often they are asked for', async (t) => {
  const translator = createTranslator(() => {});
  const en = translator.fixedT('en_US');
  const de = translator.fixedT('de_DE');
  for (let round = 0; round < 2; round++) {
    t.equal(en('table.range-label', { first: '1', last: '10', total: '42' }), '1 – 10 of 42');
    t.equal(en('table.range-label', { first: '11', last: '20', total: '42' }), '11 – 20 of 42', 'other values, other text');
    t.equal(en('table.range-label', { first: 1, last: 10, total: 42 }), '1 – 10 of 42', 'numbers as strings');
    t.equal(en('table.range-label', { first: '1', last: '10=', total: '42' }), '1 – 10= of 42', 'a value that looks like the key syntax');
    t.equal(de('table.range-label', { first: '1', last: '10', total: '42' }), '1 – 10 von 42', 'each language its own');
  }
});
