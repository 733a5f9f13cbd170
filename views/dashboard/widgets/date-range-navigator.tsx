import { text } from '../../../server/dashboards/json-read.ts';
import { encodeStateParam } from '../../../server/dashboards/state-param.ts';
import { Icon } from '../../icon.tsx';
import { HISTORY, HISTORY_FIXED } from '../../../server/domain/time-window/timewindow.ts';
import { useView } from '../../view-context.tsx';
import { useDashboard } from '../dashboard-context.tsx';
import type { WidgetProps } from './widget-props.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const INTERVALS: [string, number, string][] = [
  ['hour', HOUR, 'widget.interval-hour'],
  ['day', DAY, 'widget.interval-day'],
  ['week', 7 * DAY, 'widget.interval-week'],
  ['twoWeeks', 14 * DAY, 'widget.interval-two-weeks'],
  ['month', 30 * DAY, 'widget.interval-month'],
  ['threeMonths', 90 * DAY, 'widget.interval-three-months'],
  ['sixMonths', 180 * DAY, 'widget.interval-six-months'],
];

/**
 * date.date_range_navigator as links: the dashboard's window (or the one in the address) shown as a range, with
 * previous / next steps and the interval choices of the widget. Each link sets the page's `timewindow` to a fixed
 * period, which the dashboard's widgets read instead of the dashboard time window.
 */
export function DateRangeNavigator({ widget }: WidgetProps) {
  const { t, url, format } = useView();
  const { nav } = useDashboard();
  const window = widget.data.window;
  if (!window) return null;
  const s = widget.config.settings;
  const span = window.endTs - window.startTs;
  const step = INTERVALS.find(([name]) => name === text(s.stepSize, 'day'))?.[1] ?? span;
  const state = encodeStateParam(nav.stack);
  const link = (startTs: number, endTs: number) => {
    const fixedTimewindow = { startTimeMs: Math.max(0, Math.round(startTs)), endTimeMs: Math.round(endTs) };
    const timewindow = JSON.stringify({ selectedTab: HISTORY, history: { historyType: HISTORY_FIXED, fixedTimewindow } });
    return url(nav.path, { ...nav.keep, state, timewindow });
  };
  return (
    <nav className="date-range-navigator" aria-label={t('widget.date-range')}>
      <a className="icon-button" href={link(window.startTs - step, window.endTs - step)} aria-label={t('widget.previous-range')} title={t('widget.previous-range')}>
        <Icon name="chevron_left" />
      </a>
      <span className="date-range">
        {format.dateTime(window.startTs)} – {format.dateTime(window.endTs)}
      </span>
      <a className="icon-button" href={link(window.startTs + step, window.endTs + step)} aria-label={t('widget.next-range')} title={t('widget.next-range')}>
        <Icon name="chevron_right" />
      </a>
      {s.hideInterval !== true && (
        <ul className="date-intervals">
          {INTERVALS.map(([name, ms, key]) => (
            <li key={name}>
              <a href={link(window.endTs - ms, window.endTs)} aria-current={Math.abs(span - ms) < 1000 ? 'true' : undefined}>
                {t(key)}
              </a>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}

