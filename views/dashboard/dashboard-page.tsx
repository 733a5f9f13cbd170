import type { DashboardModel } from '../../server/dashboards/load-dashboard.ts';
import type { Crumb } from '../../server/domain/breadcrumbs.ts';
import { Shell } from '../shell/shell.tsx';
import { useView } from '../view-context.tsx';
import { DashboardContextProvider, type DashboardContextValue } from './dashboard-context.tsx';
import { DashboardLayout } from './dashboard-layouts.tsx';
import { DashboardToolbar } from './dashboard-toolbar.tsx';
import { isLiveWidget } from '../../server/dashboards/live-widget.ts';
import type { LayoutView } from '../../server/domain/dashboard/dashboard-view.ts';

export interface DashboardPageProps {
  model: DashboardModel;
  context: DashboardContextValue;
  crumbs: Crumb[];
  /** No dashboard toolbar: the home dashboard's `hideDashboardToolbar`, the mobile app's `hideToolbar`. */
  hideToolbar: boolean;
  fullscreen: boolean;
}

function anyLive(layouts: LayoutView[]): boolean {
  return layouts.some((l) => l.widgets.some((w) => isLiveWidget(w) || (w.nested !== null && anyLive([w.nested]))));
}

/** The dashboard body without the page around it (the home page embeds it too). */
export function DashboardBody({ model, context, hideToolbar, fullscreen }: Omit<DashboardPageProps, 'crumbs'>) {
  const { t, url } = useView();
  return (
    <DashboardContextProvider value={context}>
      <div className="dashboard">
        {!hideToolbar && <DashboardToolbar model={model} fullscreen={fullscreen} />}
        {/* Live widgets update by themselves with JavaScript; without it, or once the stream has ended, the page loads them again. */}
        {anyLive(model.layouts) && <a className="button live-refresh dashboard-refresh" href={url(context.here)}>{t('action.refresh')}</a>}
        <div className={model.layouts.length > 1 ? 'dlayouts with-right' : 'dlayouts'}>
          {model.layouts.map((layout) => (
            <DashboardLayout key={layout.className} layout={layout} />
          ))}
        </div>
      </div>
    </DashboardContextProvider>
  );
}

/**
 * A dashboard page, complete at first byte: every widget is drawn from its data on the server, so the document
 * is marked ready at once, unless the toolbar shows the time-window island or widgets are live: then the island
 * loader and the live script mark it once the island has hydrated and every live widget has had its first data. The grid lives in the page's own stylesheet, allowed by its hash.
 */
export function DashboardPage(props: DashboardPageProps) {
  const { t } = useView();
  const head = <style dangerouslySetInnerHTML={{ __html: props.model.stylesheet }} />;
  return (
    <Shell title={props.model.dashboard.title || t('dashboard.dashboard')} crumbs={props.crumbs} head={head} ready={(props.hideToolbar || !props.context.timewindow) && !anyLive(props.model.layouts)}>
      <DashboardBody {...props} />
    </Shell>
  );
}
