import type { DashboardModel } from '../../server/dashboards/load-dashboard.ts';
import type { Crumb } from '../../server/domain/breadcrumbs.ts';
import { Shell } from '../shell/shell.tsx';
import { useView } from '../view-context.tsx';
import { DashboardContextProvider, type DashboardContextValue } from './dashboard-context.tsx';
import { DashboardLayout } from './dashboard-layouts.tsx';
import { DashboardToolbar } from './dashboard-toolbar.tsx';

export interface DashboardPageProps {
  model: DashboardModel;
  context: DashboardContextValue;
  crumbs: Crumb[];
  /** No dashboard toolbar: the home dashboard's `hideDashboardToolbar`, the mobile app's `hideToolbar`. */
  hideToolbar: boolean;
  fullscreen: boolean;
}

/** The dashboard body without the page around it (the home page embeds it too). */
export function DashboardBody({ model, context, hideToolbar, fullscreen }: Omit<DashboardPageProps, 'crumbs'>) {
  return (
    <DashboardContextProvider value={context}>
      <div className="dashboard">
        {!hideToolbar && <DashboardToolbar model={model} fullscreen={fullscreen} />}
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
 * is marked ready at once, unless the toolbar shows the time-window island: then the island loader marks it once
 * that has hydrated. The grid lives in the page's own stylesheet, allowed by its hash.
 */
export function DashboardPage(props: DashboardPageProps) {
  const { t } = useView();
  const head = <style dangerouslySetInnerHTML={{ __html: props.model.stylesheet }} />;
  return (
    <Shell title={props.model.dashboard.title || t('dashboard.dashboard')} crumbs={props.crumbs} head={head} ready={props.hideToolbar || !props.context.timewindow}>
      <DashboardBody {...props} />
    </Shell>
  );
}
