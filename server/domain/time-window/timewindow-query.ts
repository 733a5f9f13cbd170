import { FIELDS, formValues, isTimewindowForm, readForm, type FormContext, type FormErrors, type FormValues } from './timewindow-form.ts';
import { decodeTimewindow, encodeTimewindow, type Timewindow } from './timewindow.ts';

const PARAM = 'timewindow';

/** What a page's query says about its time window. */
export type TimewindowQuery =
  /** The `timewindow` parameter read onto the page's default (or the default alone). */
  | { kind: 'window'; timewindow: Timewindow }
  /** A valid form from the panel without JavaScript: go to `query`, where the window is one parameter. */
  | { kind: 'redirect'; timewindow: Timewindow; query: Record<string, string> }
  /** A form with faults: the page shows its window with the panel open, the input kept and the faults named. */
  | { kind: 'refused'; timewindow: Timewindow; values: FormValues; errors: FormErrors };

function otherMembers(query: Record<string, unknown>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(query)) {
    if (name === PARAM || name.startsWith(`${PARAM}.`) || typeof value !== 'string') continue;
    kept[name] = value;
  }
  return kept;
}

/** Reads the time window of a page's query: the `timewindow` parameter, or the panel's form fields. */
export function timewindowFromQuery(query: Record<string, unknown>, base: Timewindow, ctx: FormContext): TimewindowQuery {
  const current = decodeTimewindow(query[PARAM], base, ctx.maxPoints) ?? base;
  if (!isTimewindowForm(query)) return { kind: 'window', timewindow: current };
  const values: FormValues = {};
  for (const [name, value] of Object.entries(query)) if (name.startsWith(`${PARAM}.`)) values[name] = Array.isArray(value) ? String(value[0]) : String(value);
  // A form always sends its tab; without it this is no panel's form.
  if (values[FIELDS.tab] === undefined) return { kind: 'window', timewindow: current };
  const read = readForm(values, current, ctx);
  if (Object.keys(read.errors).length) return { kind: 'refused', timewindow: current, values: { ...formValues(current, ctx.viewerZone), ...values }, errors: read.errors };
  return { kind: 'redirect', timewindow: read.timewindow, query: { ...otherMembers(query), [PARAM]: encodeTimewindow(read.timewindow) } };
}

/** The page's query without the time window: what the panel keeps as hidden fields. */
export function queryWithoutTimewindow(query: Record<string, unknown>): Record<string, string> {
  return otherMembers(query);
}
