import type { ReactNode } from 'react';
import { encodeStateParam } from '../../server/dashboards/state-param.ts';
import { CsrfField } from '../form-parts.tsx';
import { useView } from '../view-context.tsx';
import { useDashboard } from './dashboard-context.tsx';

/**
 * A form of a widget, posted to the console (never to the platform): CSRF token, the page to come back to, the
 * state stack (the console resolves the widget's entity from it again), and the widget's own fields. Works without JavaScript: the answer is a redirect back with a toast.
 */
export function WidgetForm({ widgetId, action, className, label, children }: { widgetId: string; action: string; className?: string; label?: string; children: ReactNode }) {
  const { url } = useView();
  const { dashboardId, here, nav } = useDashboard();
  return (
    <form method="post" action={url(`/dashboards/${dashboardId}/widgets/${widgetId}/${action}`)} className={className} aria-label={label}>
      <CsrfField />
      <input type="hidden" name="_back" value={here} />
      <input type="hidden" name="_state" value={encodeStateParam(nav.stack)} />
      {children}
    </form>
  );
}
