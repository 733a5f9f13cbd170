import { DashboardLayout } from '../dashboard-layouts.tsx';
import { useView } from '../../view-context.tsx';
import type { WidgetProps } from './widget-props.ts';

/** cards.dashboard_state_widget: another state of the dashboard drawn inside the widget. */
export function DashboardStateWidget({ widget }: WidgetProps) {
  const { t } = useView();
  if (!widget.nested) return <p className="muted">{t('widget.no-state-selected')}</p>;
  return <DashboardLayout layout={widget.nested} />;
}
