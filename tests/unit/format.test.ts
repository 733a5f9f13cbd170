import t from 'tap';
import { DEFAULT_DATE_LOCALE, formatterFor } from '../../views/format.ts';

const MS = Date.UTC(2026, 10, 22, 3, 4, 5);

t.test('dates in the chosen locale; the default language uses the default date locale en-GB', async (t) => {
  t.equal(DEFAULT_DATE_LOCALE, 'en-GB');
  t.equal(formatterFor('en_US', 'UTC').dateLocale, 'en-GB');
  t.equal(formatterFor('en_US', 'UTC').dateTime(MS), '22/11/2026, 03:04:05', 'day first, 24-hour clock');
  t.equal(formatterFor('de_DE', 'UTC').dateTime(MS), '22.11.2026, 03:04:05');
  t.equal(formatterFor('ja_JP', 'UTC').dateTime(MS), '2026/11/22 03:04:05');
  t.match(formatterFor('fa_IR', 'UTC').dateTime(MS), /^[۰-۹\/،, :]+$/u, 'Persian digits and calendar');
  t.match(formatterFor('fa_IR', 'UTC').dateTime(MS), /۱۴۰۵/u, 'the Solar Hijri year');
  t.equal(formatterFor('de_DE', 'Europe/Berlin').dateTime(MS), '22.11.2026, 04:04:05', 'the time zone is applied');
});

t.test('numbers in the chosen locale', async (t) => {
  t.equal(formatterFor('en_US').number(1234567.5), '1,234,567.5');
  t.equal(formatterFor('de_DE').number(1234567.5), '1.234.567,5');
  t.equal(formatterFor('fr_FR').number(1234567.5), '1\u202f234\u202f567,5');
  t.equal(formatterFor('fa_IR').number(1234), '۱٬۲۳۴');
});

t.test('formatters are shared per language and time zone', async (t) => {
  t.equal(formatterFor('it_IT', 'UTC'), formatterFor('it_IT', 'UTC'));
  t.not(formatterFor('it_IT', 'UTC'), formatterFor('it_IT'));
});
