import t from 'tap';
import { pickLanguage } from '../../server/i18n/i18n.ts';

const supported = ['de_DE', 'en_US', 'es_ES', 'fa_IR', 'zh_CN', 'zh_TW'];

t.test('language choice', async (t) => {
  t.equal(pickLanguage(supported, 'es_ES', 'de-DE'), 'es_ES', 'the user preference wins');
  t.equal(pickLanguage(supported, 'xx_XX', 'de-DE,de;q=0.9'), 'de_DE', 'exact browser match');
  t.equal(pickLanguage(supported, undefined, 'zh-TW'), 'zh_TW');
  t.equal(pickLanguage(supported, undefined, 'de-AT'), 'de_DE', 'base language');
  t.equal(pickLanguage(supported, undefined, 'fr-FR, es;q=0.5'), 'es_ES');
  t.equal(pickLanguage(supported, undefined, 'ja-JP'), 'en_US', 'default');
  t.equal(pickLanguage(supported, undefined, undefined), 'en_US');
});
