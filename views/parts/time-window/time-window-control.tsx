import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { TimeIntervalInput, UNIT_KEYS } from './time-interval-input.tsx';
import { displayValue } from '../../../server/domain/time-window/display-value.ts';
import { normalizeParts } from '../../../server/domain/time-window/interval-input.ts';
import { DatePeriodPicker } from './date-period-picker.tsx';
import { QuickIntervalSelect } from './quick-interval-select.tsx';
import { TimezoneSelect } from './timezone-select.tsx';
import { quickIntervalChoices, quickIntervalKey } from '../../../server/domain/time-window/quick-intervals.ts';
import { PREDEFINED_INTERVALS } from '../../../server/domain/time-window/time-intervals.ts';
import { MIN_INTERVAL, MIN_DATAPOINTS } from '../../../server/domain/time-window/interval-bounds.ts';
import {
  advancedField, FIELDS, groupingBounds, INTERVAL_UNITS, readForm, unitField, type FormErrors, type FormValues,
} from '../../../server/domain/time-window/timewindow-form.ts';
import {
  AGGREGATIONS, encodeTimewindow, HISTORY, HISTORY_FIXED, HISTORY_QUICK, LAST_INTERVAL, REALTIME, REALTIME_QUICK, sameTimewindow, windowSpan,
  type Timewindow,
} from '../../../server/domain/time-window/timewindow.ts';
import type { Aggregation } from '../../../server/platform/types/telemetry.ts';
import { controlDisabled, withHiddenTypes, type HiddenParts } from '../../../server/domain/time-window/hidden-parts.ts';

/** Spec 9: the panel opens above its button when less than this remains below it. */
const FLIP_THRESHOLD_PX = 375;
/** The query parameter that carries a page's time window on every page that embeds the control. */
export const TIMEWINDOW_PARAM = 'timewindow';

/** Plain JSON: what the server renders the control from and the island hydrates it with. */
export interface TimeWindowProps {
  id: string;
  /** The page's address without its query (base path included): where the form goes. */
  action: string;
  /** The page's other query members, kept by the form. */
  keep: Record<string, string>;
  /** The query member the window goes to (TIMEWINDOW_PARAM unless the page holds several windows). */
  param?: string;
  /** Hidden fields of the form without JavaScript only (which window the server applies the fields to). */
  formOnly?: Record<string, string>;
  /** The page's address as it is (Cancel without JavaScript). */
  cancelHref: string;
  current: Timewindow;
  /** The form's values: the current window's, or what the user sent when it was refused. */
  values: FormValues;
  errors: FormErrors;
  open: boolean;
  strings: Record<string, string>;
  locale: string;
  viewerZone: string;
  zones: string[];
  now: number;
  maxPoints: number;
  icon: string;
  /** The parts of the panel the dashboard hides (their fields travel as hidden inputs). */
  hidden: HiddenParts;
}

const AGGREGATION_KEYS: Record<Aggregation, string> = {
  MIN: 'aggregation.min', MAX: 'aggregation.max', AVG: 'aggregation.avg', SUM: 'aggregation.sum', COUNT: 'aggregation.count', NONE: 'aggregation.none',
};

/** The translation keys the control shows (the server puts their texts into the props). */
export const TIME_WINDOW_KEYS = [
  'timewindow.timewindow', 'timewindow.edit', 'timewindow.realtime', 'timewindow.history', 'timewindow.last-prefix', 'timewindow.last',
  'timewindow.time-period', 'timewindow.interval', 'timewindow.date-required', 'datetime.date-from', 'datetime.date-to',
  'timeinterval.advanced', 'timeinterval.interval-required', ...Object.values(UNIT_KEYS), ...quickIntervalChoices(false).map(quickIntervalKey),
  'aggregation.aggregation', 'aggregation.function', 'aggregation.limit', 'aggregation.group-interval', 'aggregation.limit-required',
  ...Object.values(AGGREGATION_KEYS),
  'timezone.timezone', 'timezone.default-timezone', 'timezone.timezone-required', 'action.cancel', 'action.update',
];

function translator(strings: Record<string, string>) {
  return (key: string) => strings[key] ?? key;
}

/** A time-interval field's four units after spec 4's carry, when one of them changed to a whole number. */
function carried(values: FormValues, changes: FormValues): FormValues {
  const next = { ...values, ...changes };
  const [field] = Object.keys(changes);
  const unit = INTERVAL_UNITS.find((u) => field.endsWith(`.${u}`));
  if (!unit || !/^-?\d{1,9}$/.test(changes[field])) return next;
  const name = field.slice(0, -unit.length - 1);
  const read = (u: (typeof INTERVAL_UNITS)[number]) => Number(next[unitField(name, u)] ?? 0) || 0;
  const parts = normalizeParts({ days: read('days'), hours: read('hours'), minutes: read('minutes'), seconds: read('seconds') });
  for (const u of INTERVAL_UNITS) next[unitField(name, u)] = String(parts[u]);
  return next;
}

/**
 * The time-window button and its panel (spec 2, rules of sections 4, 5 and 9). Rendered on the server as a
 * `<details>` holding a GET form, so it works without JavaScript; hydrated as an island it keeps the form's
 * values in state, enables Update only when the window is valid and changed, carries interval units, places
 * the panel above the button when there is no room below, closes on Escape or a click outside, and goes
 * straight to the page's address with the `timewindow` parameter.
 */
export function TimeWindowControl(props: TimeWindowProps) {
  const t = translator(props.strings);
  const [values, setValues] = useState(props.values);
  const [open, setOpen] = useState(props.open);
  const [live, setLive] = useState(false);
  const [above, setAbove] = useState(false);
  const root = useRef<HTMLDetailsElement>(null);
  useEffect(() => setLive(true), []);

  const ctx = { now: props.now, viewerZone: props.viewerZone, maxPoints: props.maxPoints };
  // The window the panel starts from: the page's, with the type a hidden choice leaves (spec 4).
  const start = useMemo(() => withHiddenTypes(props.current, props.hidden), [props.current, props.hidden]);
  const { timewindow, errors } = useMemo(() => readForm(values, start, ctx), [values]);
  const shownErrors: FormErrors = live ? errors : props.errors;
  const valid = Object.keys(errors).length === 0;
  const changed = !sameTimewindow(timewindow, start);
  const buttonText = displayValue(props.current, t, props.locale, props.viewerZone, props.now);

  useEffect(() => {
    if (!open) return;
    const outside = (event: MouseEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) close();
    };
    // On the document, not the panel: a click on the panel's background moves the focus out of it (Chromium
    // focuses the page's main region), and Escape must close the panel wherever the focus is.
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || document.querySelector('dialog[open]')) return;
      event.preventDefault();
      close();
      root.current?.querySelector('summary')?.focus();
    };
    document.addEventListener('click', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('click', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);

  function close() {
    setOpen(false);
    setValues(props.values);
  }

  function toggle(event: React.MouseEvent) {
    event.preventDefault();
    if (root.current?.open) return close();
    const rect = root.current!.getBoundingClientRect();
    setAbove(window.innerHeight - rect.bottom < FLIP_THRESHOLD_PX && rect.top > window.innerHeight - rect.bottom);
    setOpen(true);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!valid || !changed) return;
    const query = new URLSearchParams({ ...props.keep, [props.param ?? TIMEWINDOW_PARAM]: encodeTimewindow(timewindow) });
    window.location.assign(`${props.action}?${query.toString()}`);
  }

  const change = (changes: FormValues) => setValues((v) => carried(v, changes));
  const radio = (name: string, value: number, label: string) => (
    <label className="radio">
      <input type="radio" name={name} value={value} checked={values[name] === String(value)} onChange={() => change({ [name]: String(value) })} />
      {label}
    </label>
  );
  const tab = Number(values[FIELDS.tab]) === HISTORY ? HISTORY : REALTIME;
  const realtimeType = Number(values[FIELDS.realtimeType]);
  const historyType = Number(values[FIELDS.historyType]);
  const grouped = values[FIELDS.aggregation] !== 'NONE';
  const maxLast = PREDEFINED_INTERVALS[PREDEFINED_INTERVALS.length - 1];
  const interval = (name: string, label: string, min: number, max: number, disabled = false) => (
    <TimeIntervalInput name={name} label={label} values={values} error={shownErrors[name]} min={min} max={max} locale={props.locale} t={t} disabled={disabled} live={live} onChange={change} />
  );
  const quickSelect = (name: string, currentOnly: boolean, disabled: boolean) => (
    <QuickIntervalSelect name={name} label={t('timewindow.interval')} hideLabel value={values[name]} currentOnly={currentOnly} disabled={disabled} live={live}
      t={t} onChange={(value) => change({ [name]: value })} />
  );
  const groupingInterval = (name: string, windowTab: Timewindow['selectedTab']) => {
    const { min, max } = groupingBounds(windowSpan(timewindow, windowTab), props.maxPoints);
    return interval(name, t('aggregation.group-interval'), min, max, tab !== windowTab);
  };
  const panelClass = `timewindow-panel${above ? ' above' : ''}`;
  const hidden = props.hidden;
  // A hidden part's fields (and sub-fields) still travel with the form, as they are.
  const keepHidden = (...names: string[]) => Object.entries(values)
    .filter(([name]) => names.some((f) => name === f || name.startsWith(`${f}.`)))
    .map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
  const showRealtime = !hidden.interval && !(hidden.lastInterval && hidden.quickInterval);
  // A type whose choice is hidden stays chosen (after the visible radios: a radio chosen without JavaScript comes first).
  const keepType = (name: string, hiddenTypes: number[]) => (hiddenTypes.includes(Number(values[name])) ? keepHidden(name) : null);

  if (controlDisabled(hidden)) {
    return (
      <div className="timewindow">
        <span className="timewindow-button" aria-disabled="true">
          <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><use href={props.icon} /></svg>
          <span className="timewindow-text">{buttonText}</span>
        </span>
      </div>
    );
  }

  return (
    <details className="timewindow" open={open} ref={root}>
      <summary className="timewindow-button" aria-label={`${t('timewindow.edit')}: ${buttonText}`} title={t('timewindow.edit')} onClick={live ? toggle : undefined}>
        <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><use href={props.icon} /></svg>
        <span className="timewindow-text">{buttonText}</span>
      </summary>
      <form method="get" action={props.action} className={panelClass} aria-label={t('timewindow.timewindow')} onSubmit={submit} noValidate={live}>
        {Object.entries({ ...props.keep, ...props.formOnly }).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />)}
        <fieldset className="timewindow-tabs">
          <legend className="visually-hidden">{t('timewindow.timewindow')}</legend>
          {radio(FIELDS.tab, REALTIME, t('timewindow.realtime'))}
          {radio(FIELDS.tab, HISTORY, t('timewindow.history'))}
        </fieldset>
        {showRealtime ? (
          <fieldset className="timewindow-section timewindow-realtime">
            <legend>{t('timewindow.realtime')}</legend>
            {!hidden.lastInterval && radio(FIELDS.realtimeType, LAST_INTERVAL, t('timewindow.last'))}
            {!hidden.lastInterval && interval(FIELDS.realtimeLast, t('timewindow.last'), MIN_INTERVAL, maxLast, tab !== REALTIME || realtimeType !== LAST_INTERVAL)}
            {!hidden.quickInterval && radio(FIELDS.realtimeType, REALTIME_QUICK, t('timewindow.interval'))}
            {!hidden.quickInterval && quickSelect(FIELDS.realtimeQuick, true, tab !== REALTIME || realtimeType !== REALTIME_QUICK)}
            {hidden.lastInterval && keepHidden(FIELDS.realtimeLast)}
            {hidden.quickInterval && keepHidden(FIELDS.realtimeQuick)}
            {keepType(FIELDS.realtimeType, [...(hidden.lastInterval ? [LAST_INTERVAL] : []), ...(hidden.quickInterval ? [REALTIME_QUICK] : [])])}
          </fieldset>
        ) : keepHidden(FIELDS.realtimeType, FIELDS.realtimeLast, FIELDS.realtimeQuick)}
        {!hidden.interval ? (
          <fieldset className="timewindow-section timewindow-history">
            <legend>{t('timewindow.history')}</legend>
            {!hidden.lastInterval && radio(FIELDS.historyType, LAST_INTERVAL, t('timewindow.last'))}
            {!hidden.lastInterval && interval(FIELDS.historyLast, t('timewindow.last'), MIN_INTERVAL, maxLast, tab !== HISTORY || historyType !== LAST_INTERVAL)}
            {radio(FIELDS.historyType, HISTORY_FIXED, t('timewindow.time-period'))}
            <DatePeriodPicker id={props.id} startName={FIELDS.historyStart} endName={FIELDS.historyEnd} values={values} errors={shownErrors}
              disabled={tab !== HISTORY || historyType !== HISTORY_FIXED} live={live} t={t} onChange={change} />
            {!hidden.quickInterval && radio(FIELDS.historyType, HISTORY_QUICK, t('timewindow.interval'))}
            {!hidden.quickInterval && quickSelect(FIELDS.historyQuick, false, tab !== HISTORY || historyType !== HISTORY_QUICK)}
            {hidden.lastInterval && keepHidden(FIELDS.historyLast)}
            {hidden.quickInterval && keepHidden(FIELDS.historyQuick)}
            {keepType(FIELDS.historyType, [...(hidden.lastInterval ? [LAST_INTERVAL] : []), ...(hidden.quickInterval ? [HISTORY_QUICK] : [])])}
          </fieldset>
        ) : keepHidden(FIELDS.historyType, FIELDS.historyLast, FIELDS.historyStart, FIELDS.historyEnd, FIELDS.historyQuick)}
        {hidden.aggregation && hidden.aggInterval ? keepHidden(FIELDS.aggregation, FIELDS.realtimeInterval, FIELDS.historyInterval, FIELDS.limit) : (
          <fieldset className="timewindow-section timewindow-aggregation">
            <legend>{t('aggregation.aggregation')}</legend>
            {hidden.aggregation ? keepHidden(FIELDS.aggregation) : (
              <label className="field">
                <span>{t('aggregation.function')}</span>
                <select name={FIELDS.aggregation} value={values[FIELDS.aggregation]} onChange={(e) => change({ [FIELDS.aggregation]: e.target.value })}>
                  {AGGREGATIONS.map((a) => <option key={a} value={a}>{t(AGGREGATION_KEYS[a])}</option>)}
                </select>
              </label>
            )}
            {hidden.aggInterval ? keepHidden(FIELDS.realtimeInterval, FIELDS.historyInterval, FIELDS.limit) : (
              <>
                <div className="timewindow-grouping">
                  <div className="timewindow-realtime">{groupingInterval(FIELDS.realtimeInterval, REALTIME)}</div>
                  <div className="timewindow-history">{groupingInterval(FIELDS.historyInterval, HISTORY)}</div>
                </div>
                <label className={`field timewindow-limit${shownErrors[FIELDS.limit] ? ' invalid' : ''}`}>
                  <span>{t('aggregation.limit')}</span>
                  <input type="number" name={FIELDS.limit} min={MIN_DATAPOINTS} max={props.maxPoints} step={1} value={values[FIELDS.limit]}
                    disabled={live && grouped} aria-invalid={shownErrors[FIELDS.limit] ? true : undefined}
                    onChange={(e) => change({ [FIELDS.limit]: e.target.value })} />
                  {shownErrors[FIELDS.limit] && <span className="field-error">{t(shownErrors[FIELDS.limit])}</span>}
                </label>
              </>
            )}
          </fieldset>
        )}
        {hidden.timezone ? keepHidden(FIELDS.timezone) : (
          <TimezoneSelect name={FIELDS.timezone} label={t('timezone.timezone')} value={values[FIELDS.timezone]} zones={props.zones} error={shownErrors[FIELDS.timezone]}
            className="timewindow-timezone" t={t} onChange={(value) => change({ [FIELDS.timezone]: value })} />
        )}
        <div className="timewindow-actions">
          <a className="button" href={props.cancelHref} onClick={live ? (e) => { e.preventDefault(); close(); } : undefined}>{t('action.cancel')}</a>
          <button type="submit" className="button primary" disabled={live && (!valid || !changed)}>{t('action.update')}</button>
        </div>
      </form>
    </details>
  );
}
