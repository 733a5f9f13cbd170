import { iconContent } from '../icon.tsx';
import { useView } from '../view-context.tsx';
import type { ActionView } from '../../server/domain/entity-view.ts';
import { ActionButton, rowLink } from './action-button.tsx';

/**
 * A row's actions (console-map §0): on wide screens every action as an icon button, disabled when it does not apply;
 * on narrow ones a `more_vert` button that opens the menu of the applicable ones, a dialog at its own address (the
 * list renders each action once, not twice per row).
 */
export function RowActions({ actions, menuHref, label }: { actions: ActionView[]; menuHref?: string; label: string }) {
  const view = useView();
  return (
    <>
      <span className="row-actions-wide">
        {actions.map((a) => (
          <ActionButton key={a.href} action={a} inRow />
        ))}
      </span>
      {menuHref && (
        <a className="icon-button row-actions-menu" title={label} aria-label={label} {...rowLink(menuHref, 'dialog')} dangerouslySetInnerHTML={iconContent(view, 'more_vert')} />
      )}
    </>
  );
}
