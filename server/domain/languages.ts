/** The 22 languages of the spec, each named in itself so that a reader of any of them finds their own. */
export const LANGUAGE_NAMES: Record<string, string> = {
  ca_ES: 'Català',
  cs_CZ: 'Čeština',
  da_DK: 'Dansk',
  de_DE: 'Deutsch',
  el_GR: 'Ελληνικά',
  en_US: 'English',
  es_ES: 'Español',
  fa_IR: 'فارسی',
  fr_FR: 'Français',
  it_IT: 'Italiano',
  ja_JP: '日本語',
  ka_GE: 'ქართული',
  ko_KR: '한국어',
  lv_LV: 'Latviešu',
  pt_BR: 'Português (Brasil)',
  ro_RO: 'Română',
  ru_RU: 'Русский',
  sl_SI: 'Slovenščina',
  tr_TR: 'Türkçe',
  uk_UA: 'Українська',
  zh_CN: '简体中文',
  zh_TW: '繁體中文',
};

export const LANGUAGES = Object.keys(LANGUAGE_NAMES);
