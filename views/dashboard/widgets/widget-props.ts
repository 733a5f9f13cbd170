import type { WidgetView } from '../../../server/domain/dashboard/dashboard-view.ts';

/** Every renderer: the widget with its configuration and its data, to markup. */
export interface WidgetProps {
  widget: WidgetView;
}
