import { stackLink } from '../../server/dashboards/widget-actions.ts';
import type { DashboardModel } from '../../server/dashboards/load-dashboard.ts';
import { Icon } from '../icon.tsx';
import { useView } from '../view-context.tsx';
import { useCustomText } from './custom-text.ts';
import { useDashboard } from './dashboard-context.tsx';
import { TimeWindow } from '../parts/time-window/time-window.tsx';
import { HistoryPlayback } from '../parts/history-playback.tsx';
import { TIMEWINDOW_PARAM } from '../parts/time-window/time-window-control.tsx';
import { encodeTimewindow } from '../../server/domain/time-window/timewindow.ts';
import { ChoiceForm } from '../parts/choice-form.tsx';
import { AliasEntitySelect } from './alias-entity-select.tsx';
import { DashboardFilters } from './dashboard-filters.tsx';
import { DashboardSelect } from '../parts/dashboard-select.tsx';
import { DASHBOARD_CHOICE_PARAM } from '../../server/dashboards/dashboard-choices.ts';

/**
 * The dashboard's own toolbar: its title when the settings show it, the path of states opened so far (each a
 * link back), the user's dashboards to switch to (when the settings show them), a state selector (a GET form, so it works without JavaScript), the editor (tenant administrators), the
 * JSON export and the fullscreen switch; a button hides and shows it all.
 */
export function DashboardToolbar({ model, fullscreen }: { model: DashboardModel; fullscreen: boolean }) {
  const { t, url, user } = useView();
  const { nav, dashboardId, timewindow, playback, dashboards } = useDashboard();
  // Upstream's edit button: tenant administrators only (customer users and public viewers see none).
  const editable = user?.authority === 'TENANT_ADMIN';
  const text = useCustomText();
  const rootStates = model.config.states;
  const current = model.stack[model.stack.length - 1].id;
  const fullscreenHref = fullscreen
    ? url(`/dashboards/${dashboardId}`, { ...nav.keep, state: stackLink(nav, model.stack.length - 1).query.state })
    : url(`/dashboard/${dashboardId}`, { ...nav.keep, state: stackLink(nav, model.stack.length - 1).query.state });
  const fullscreenLabel = t(fullscreen ? 'fullscreen.exit' : 'fullscreen.expand');
  const toggle = t('dashboard.toggle-toolbar');
  const stateKeep = { ...Object.fromEntries(Object.entries(nav.keep).filter(([k]) => k !== 'timewindow')), state: stackLink(nav, model.stack.length - 1).query.state };
  // A native disclosure: hiding and showing the toolbar works without JavaScript, its state told by the summary.
  return (
    <details className="dashboard-toolbar-box" open>
      <summary className="icon-button toolbar-toggle" aria-label={toggle} title={toggle}>
        <Icon name="more_vert" />
      </summary>
      <div className="dashboard-toolbar">
        {model.config.settings.showTitle && <h2 className="dashboard-title">{model.dashboard.title}</h2>}
        <nav className="state-path" aria-label={t('dashboard.states')}>
          <ol>
            {model.stackTitles.map((title, depth) => {
              const last = depth === model.stack.length - 1;
              const link = stackLink(nav, depth);
              return (
                <li key={depth} aria-current={last ? 'page' : undefined}>
                  {last ? <span>{text(title)}</span> : <a href={url(link.path, link.query)}>{text(title)}</a>}
                </li>
              );
            })}
          </ol>
        </nav>
        <span className="toolbar-spacer" />
        {dashboards && (
          <DashboardSelect id="dashboard-choice" action={nav.path} name={DASHBOARD_CHOICE_PARAM} dashboards={dashboards} value={dashboardId} />
        )}
        <AliasEntitySelect choices={model.aliasChoices} />
        <DashboardFilters />
        {timewindow && (
          <TimeWindow
            id="dashboard-timewindow"
            path={nav.path}
            keep={stateKeep}
            query={timewindow.query}
            now={timewindow.now}
            maxPoints={timewindow.maxPoints}
            hidden={timewindow.hidden}
          />
        )}
        {timewindow && playback && (
          <HistoryPlayback id="dashboard-playback" path={nav.path} playback={playback}
            keep={{ ...stateKeep, [TIMEWINDOW_PARAM]: encodeTimewindow(timewindow.query.timewindow) }} />
        )}
        {rootStates.length > 1 && (
          <ChoiceForm className="state-select" id="dashboard-state" action={nav.path} keep={nav.keep} name="state" label={t('dashboard.select-state')} button={t('dashboard.open-state')} value={current}
            choices={rootStates.map((s) => ({ value: s.id, label: text(s.name.replace(/\$\{[^}]*\}/g, '').trim() || s.id) }))} />
        )}
        {editable && (
          <a className="icon-button" href={url(`/dashboards/${dashboardId}/edit`)} aria-label={t('dashboard-edit.edit-mode')} title={t('dashboard-edit.edit-mode')}>
            <Icon name="edit" />
          </a>
        )}
        <a className="icon-button" href={url(`/dashboards/${dashboardId}/export`)} download aria-label={t('dashboard.export')} title={t('dashboard.export')}>
          <Icon name="file_download" />
        </a>
        <a className="icon-button" href={fullscreenHref} aria-label={fullscreenLabel} title={fullscreenLabel}>
          <Icon name={fullscreen ? 'fullscreen_exit' : 'fullscreen'} />
        </a>
      </div>
    </details>
  );
}
