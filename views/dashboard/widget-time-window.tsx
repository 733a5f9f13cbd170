import { stackLink } from '../../server/dashboards/widget-actions.ts';
import { showsOwnWindow, WINDOW_OF, windowParam } from '../../server/dashboards/widget-windows.ts';
import { readHiddenParts } from '../../server/domain/time-window/hidden-parts.ts';
import { TimeWindow } from '../parts/time-window/time-window.tsx';
import { useDashboard } from './dashboard-context.tsx';
import type { WidgetProps } from './widgets/widget-props.ts';

/**
 * The time-window control of a widget with its own window (upstream's widget header control): the time-window part
 * writing the widget's `window.<id>` address member. A live redraw of the widget leaves the page's control as it is
 * (`data-live-keep`): the island and its open panel stay, the redraw carries an empty holder of the same id.
 */
export function WidgetTimeWindow({ widget }: WidgetProps) {
  const { nav, widgetWindows, timewindow } = useDashboard();
  if (!showsOwnWindow(widget.config)) return null;
  const query = widgetWindows?.get(widget.config.id);
  const id = `wtw${widget.index}`;
  if (!query || !timewindow) return <div className="wtimewindow" id={id} data-live-keep="" />;
  const param = windowParam(widget.config.id);
  const keep = { ...Object.fromEntries(Object.entries(nav.keep).filter(([k]) => k !== param)), state: stackLink(nav, nav.stack.length - 1).query.state };
  return (
    <div className="wtimewindow" id={id} data-live-keep="">
      <TimeWindow
        id={`widget-timewindow-${widget.index}`}
        path={nav.path}
        keep={keep}
        query={query}
        now={timewindow.now}
        maxPoints={timewindow.maxPoints}
        hidden={readHiddenParts(widget.config.timewindow)}
        param={param}
        formOnly={{ [WINDOW_OF]: widget.config.id }}
      />
    </div>
  );
}
