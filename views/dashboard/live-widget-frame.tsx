import type { WidgetView } from '../../server/domain/dashboard/dashboard-view.ts';
import type { DashboardNav } from '../../server/dashboards/widget-actions.ts';
import { useView } from '../view-context.tsx';
import { stackLink } from '../../server/dashboards/widget-actions.ts';
import { DashboardContextProvider, type DashboardContextValue } from './dashboard-context.tsx';
import { renderWidgetBody } from './widget-bodies.tsx';
import { WidgetFrame } from './widget-frame.tsx';

/** A widget drawn again on its own for a live update: its body by its type's renderer, then its frame, as on the page. */
export function LiveWidgetFrame({ dashboardId, widget, nav }: { dashboardId: string; widget: WidgetView; nav: DashboardNav }) {
  const view = useView();
  // Its forms (an alarm's ack and clear) come back to the page's state and windows, as the page's own do.
  const back = stackLink(nav, nav.stack.length - 1);
  const context: DashboardContextValue = { dashboardId, nav, here: `${back.path}?${new URLSearchParams(back.query).toString()}`, bodies: new Map(), redrawn: true };
  context.bodies.set(widget.index, renderWidgetBody(widget, view, context));
  return (
    <DashboardContextProvider value={context}>
      <WidgetFrame widget={widget} />
    </DashboardContextProvider>
  );
}
