import type { Choice } from './entity-form.ts';

/**
 * The contact block's countries (ISO 3166-1 alpha-2, the 249 assigned codes). The platform stores a country by its
 * English name, as the upstream console does; the select shows it in the reader's language (the runtime's ICU names).
 */
const CODES: readonly string[] = [
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI',
  'BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN',
  'CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK',
  'FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM',
  'HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN',
  'KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK',
  'ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP',
  'NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW',
  'SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF',
  'TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI',
  'VN VU WF WS YE YT ZA ZM ZW',
].join(' ').split(' ');

const ENGLISH = new Intl.DisplayNames('en', { type: 'region' });
const CODE_BY_NAME = new Map(CODES.map((code) => [ENGLISH.of(code)!, code]));

/** The ISO code of a stored country name; undefined for a name that is none of the list's (kept as it is). */
export function countryCode(name: string): string | undefined {
  return CODE_BY_NAME.get(name);
}

export function countryCount(): number {
  return CODES.length;
}

type CountryChoice = Extract<Choice, { text: string }>;

const choicesByLang = new Map<string, readonly CountryChoice[]>();

/** Every country as a select's choice: the English name saved, the reader's name shown, sorted by it. */
export function countryChoices(lang: string): readonly CountryChoice[] {
  const cached = choicesByLang.get(lang);
  if (cached) return cached;
  let names: Intl.DisplayNames;
  try {
    names = new Intl.DisplayNames(lang.replace('_', '-'), { type: 'region' });
  } catch {
    names = ENGLISH;
  }
  const collator = new Intl.Collator(lang.replace('_', '-'));
  const choices = CODES.map((code) => ({ value: ENGLISH.of(code)!, text: names.of(code) ?? ENGLISH.of(code)! })).sort((a, b) => collator.compare(a.text, b.text));
  choicesByLang.set(lang, choices);
  return choices;
}

/**
 * Postal-code formats of the countries the widgets spec names (written from each country's public postal format);
 * other countries take any code. Letters in either case; one optional space where the format has one.
 */
const POSTAL_CODES: Readonly<Record<string, RegExp>> = {
  US: /^\d{5}(?:-\d{4})?$/,
  AU: /^\d{4}$/,
  AT: /^\d{4}$/,
  BE: /^\d{4}$/,
  BR: /^\d{5}-?\d{3}$/,
  CA: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i,
  DK: /^\d{4}$/,
  FO: /^(?:FO-?)?\d{3}$/i,
  NL: /^[1-9]\d{3} ?[A-Z]{2}$/i,
  DE: /^\d{5}$/,
  HU: /^[1-9]\d{3}$/,
  IT: /^\d{5}$/,
  JP: /^\d{3}-?\d{4}$/,
  LU: /^(?:L-)?\d{4}$/i,
  PL: /^\d{2}-\d{3}$/,
  ES: /^(?:0[1-9]|[1-4]\d|5[0-2])\d{3}$/,
  SE: /^[1-9]\d{2} ?\d{2}$/,
  GB: /^(?:GIR ?0AA|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})$/i,
};

/** Whether a postal code fits the format of the country (by its stored name); a country without one takes any. */
export function postalCodeFits(countryName: string, code: string): boolean {
  const format = POSTAL_CODES[countryCode(countryName) ?? ''];
  return format ? format.test(code.trim()) : true;
}

/** The countries with a postal-code format (their ISO codes). */
export function postalCodeCountries(): string[] {
  return Object.keys(POSTAL_CODES);
}
