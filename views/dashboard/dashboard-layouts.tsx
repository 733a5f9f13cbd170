import type { LayoutView } from '../../server/domain/dashboard/dashboard-view.ts';
import { WidgetFrame } from './widget-frame.tsx';

/** One layout as a CSS grid; positions, sizes and colours come from the dashboard's stylesheet classes. */
export function DashboardLayout({ layout }: { layout: LayoutView }) {
  const fill = layout.grid.autoFillHeight ? ' fill' : '';
  const mobileFill = layout.grid.mobileAutoFillHeight ? ' mobile-fill' : '';
  return (
    <div className={`dlayout ${layout.className} dlayout-${layout.id}${fill}${mobileFill}`}>
      <div className="dgrid">
        {layout.widgets.map((w) => (
          <WidgetFrame key={w.config.id + w.index} widget={w} />
        ))}
      </div>
    </div>
  );
}
