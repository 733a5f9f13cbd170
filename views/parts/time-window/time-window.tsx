import { Island } from '../island.tsx';
import { useView } from '../../view-context.tsx';
import { bcp47 } from '../../format.ts';
import { formValues } from '../../../server/domain/time-window/timewindow-form.ts';
import type { TimewindowQuery } from '../../../server/domain/time-window/timewindow-query.ts';
import { encodeTimewindow } from '../../../server/domain/time-window/timewindow.ts';
import { CONSOLE_ZONE } from '../../../server/domain/time-window/zoned-time.ts';
import { NOTHING_HIDDEN, withHiddenTypes, type HiddenParts } from '../../../server/domain/time-window/hidden-parts.ts';
import { TIME_WINDOW_KEYS, TIMEWINDOW_PARAM, TimeWindowControl, type TimeWindowProps } from './time-window-control.tsx';

const ZONES = Intl.supportedValuesOf('timeZone');

export interface TimeWindowPartProps {
  /** Unique on the page. */
  id: string;
  /** The page's console path (without base path and query). */
  path: string;
  /** The page's other query members. */
  keep: Record<string, string>;
  /** What the page's query said: its window, or a refused form to show again. */
  query: TimewindowQuery;
  now: number;
  maxPoints: number;
  /** The parts of the panel the page's stored window hides (none when absent). */
  hidden?: HiddenParts;
  /** The query member of this window, when it is not the page's `timewindow` (a dashboard widget's own). */
  param?: string;
  /** Hidden fields only the form without JavaScript sends. */
  formOnly?: Record<string, string>;
}

/** The time-window control of a page (spec 2): the island over a GET form, reused by every page that embeds a window. */
export function TimeWindow({ id, path, keep, query, now, maxPoints, hidden = NOTHING_HIDDEN, param = TIMEWINDOW_PARAM, formOnly }: TimeWindowPartProps) {
  const { t, url, asset, lang } = useView();
  const refused = query.kind === 'refused';
  const props: TimeWindowProps = {
    id,
    action: url(path),
    keep,
    param,
    formOnly,
    cancelHref: url(path, { ...keep, [param]: encodeTimewindow(query.timewindow) }),
    current: query.timewindow,
    values: refused ? query.values : formValues(withHiddenTypes(query.timewindow, hidden), CONSOLE_ZONE),
    errors: refused ? query.errors : {},
    open: refused,
    strings: Object.fromEntries(TIME_WINDOW_KEYS.map((key) => [key, t(key)])),
    locale: bcp47(lang),
    viewerZone: CONSOLE_ZONE,
    zones: ZONES,
    now,
    maxPoints,
    icon: `${asset('icons.svg')}#query_builder`,
    hidden,
  };
  return (
    <Island name="timewindow" props={props}>
      <TimeWindowControl {...props} />
    </Island>
  );
}
