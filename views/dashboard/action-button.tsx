import type { ActionConfig } from '../../server/domain/dashboard/dashboard-config.ts';
import type { EntityInfo } from '../../server/domain/dashboard/dashboard-view.ts';
import { actionTarget } from '../../server/dashboards/widget-actions.ts';
import { useView } from '../view-context.tsx';
import { ActionIcon } from './action-icon.tsx';
import { useCustomText } from './custom-text.ts';
import { useDashboard } from './dashboard-context.tsx';

/**
 * A widget action as an icon link named by its tooltip; actions the console cannot run (custom code) are
 * disabled buttons pointing at the widget's note about them.
 */
export function ActionButton({ action, entity, noteId }: { action: ActionConfig; entity: EntityInfo | null; noteId: string }) {
  const { url } = useView();
  const { nav } = useDashboard();
  const text = useCustomText();
  const name = text(action.name);
  const target = actionTarget(action, nav, entity);
  if (target.kind === 'link') {
    return (
      <a className="icon-button" href={url(target.path, target.query)} aria-label={name} title={name}>
        <ActionIcon name={action.icon} />
      </a>
    );
  }
  if (target.kind === 'url') {
    return (
      <a className="icon-button" href={target.href} aria-label={name} title={name} {...(target.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        <ActionIcon name={action.icon} />
      </a>
    );
  }
  return (
    <button type="button" className="icon-button disabled" disabled aria-label={name} title={name} aria-describedby={noteId}>
      <ActionIcon name={action.icon} />
    </button>
  );
}

/** The actions of one source (headerButton, actionCellButton...). */
export function ActionButtons({ actions, entity, noteId }: { actions: ActionConfig[] | undefined; entity: EntityInfo | null; noteId: string }) {
  if (!actions?.length) return null;
  return (
    <>
      {actions.map((a) => (
        <ActionButton key={a.id || a.name} action={a} entity={entity} noteId={noteId} />
      ))}
    </>
  );
}

/** The first action of a source as a link target (row click, element click), when the console can follow it. */
export function useActionHref(actions: ActionConfig[] | undefined, entity: EntityInfo | null): string | null {
  const { url } = useView();
  const { nav } = useDashboard();
  const first = actions?.[0];
  if (!first) return null;
  const target = actionTarget(first, nav, entity);
  return target.kind === 'link' ? url(target.path, target.query) : target.kind === 'url' ? target.href : null;
}
