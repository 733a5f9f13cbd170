import { actionTarget } from '../../server/dashboards/widget-actions.ts';
import { useView } from '../view-context.tsx';
import { ActionButtons } from './action-button.tsx';
import { ActionIcon } from './action-icon.tsx';
import { useCustomText } from './custom-text.ts';
import { useDashboard } from './dashboard-context.tsx';
import { isLiveWidget, liveWidgetName } from '../../server/dashboards/live-widget.ts';
import { useScript } from '../page-scripts.tsx';
import { withEntity } from './widgets/labels.ts';
import { WidgetTimeWindow } from './widget-time-window.tsx';
import { showsOwnWindow } from '../../server/dashboards/widget-windows.ts';
import type { WidgetProps } from './widgets/widget-props.ts';

/** The names of the widget's actions the console cannot run (custom code). */
function useUnsupportedActions(widget: WidgetProps['widget']): string[] {
  const { nav } = useDashboard();
  const text = useCustomText();
  const names = Object.values(widget.config.actions)
    .flat()
    .filter((a) => actionTarget(a, nav, widget.data.rows[0]?.entity ?? null).kind === 'unsupported')
    .map((a) => text(a.name));
  return [...new Set(names)];
}

/** The live tile a widget of latest values names (server/realtime/tiles/dashboard-widget.tsx); the live script with it. */
function useLiveTile(widget: WidgetProps['widget']): string | null {
  const { dashboardId, nav, editing } = useDashboard();
  return !editing && isLiveWidget(widget) ? liveWidgetName(dashboardId, widget, nav.stack, nav.keep) : null;
}

function LiveScript() {
  useScript('live');
  return null;
}

/** A tenant widget type's frame is fed by the page's script (its body is drawn apart from the page, so it asks here). */
function CustomWidgetScript() {
  useScript('widget-frames');
  return null;
}

/** The tile of one widget: title, header actions, the type's rendering of its data, and what could not be shown. */
export function WidgetFrame({ widget }: WidgetProps) {
  const { t } = useView();
  const text = useCustomText();
  const c = widget.config;
  const body = useDashboard().bodies.get(widget.index) ?? { html: '', failed: true };
  const firstEntity = widget.data.rows[0]?.entity ?? widget.data.target ?? null;
  const title = withEntity(text(c.title), firstEntity);
  const titleId = `wt${widget.index}`;
  const noteId = `wn${widget.index}`;
  const headerActions = c.actions.headerButton ?? [];
  const unsupported = useUnsupportedActions(widget);
  const withHeader = c.showTitle || headerActions.length > 0 || showsOwnWindow(c);
  const live = useLiveTile(widget);
  return (
    <section className={`widget w${widget.index}`} id={`widget-${widget.index}`} data-live-tile={live ?? undefined} aria-labelledby={c.showTitle ? titleId : undefined} aria-label={c.showTitle ? undefined : title || undefined} data-widget-type={c.typeKey}>
      {live && <LiveScript />}
      {widget.data.custom && <CustomWidgetScript />}
      {withHeader && (
        <header className="wh">
          {c.showTitle && (
            <h2 className="wt" id={titleId} title={c.titleTooltip || undefined}>
              {c.showTitleIcon && c.titleIcon && <ActionIcon name={c.titleIcon} />}
              {title}
            </h2>
          )}
          <div className="wactions">
            <WidgetTimeWindow widget={widget} />
            <ActionButtons actions={headerActions} entity={firstEntity} noteId={noteId} />
          </div>
        </header>
      )}
      {/* Focusable, so a body that scrolls (a long table) can be scrolled from the keyboard. */}
      <div className="wb" tabIndex={0} role="group" aria-labelledby={c.showTitle ? titleId : undefined} aria-label={c.showTitle ? undefined : title || undefined} dangerouslySetInnerHTML={{ __html: body.html }} />
      {body.failed && <p className="wproblem">{t('widget.render-failed')}</p>}
      {widget.data.problems.map((p, i) => (
        <p key={i} className="wproblem" role="alert">
          {t(p.key, p.values ?? {})}
        </p>
      ))}
      {widget.data.functionSources > 0 && <p className="wnote">{t('widget.function-datasource-not-supported')}</p>}
      {unsupported.length > 0 && (
        <p className="wnote" id={noteId}>
          {t('widget.custom-actions-not-supported', { names: unsupported.join(', ') })}
        </p>
      )}
    </section>
  );
}
