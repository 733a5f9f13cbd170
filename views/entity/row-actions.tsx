import { Icon } from '../icon.tsx';
import type { ActionView } from '../../server/domain/entity-view.ts';
import { ActionButton, ActionMenuItem } from './action-button.tsx';

/**
 * A row's actions (console-map §0): on wide screens every action as an icon button, disabled when it does not apply;
 * on narrow ones a `more_vert` menu (a `<details>`, which opens without JavaScript) of the applicable ones only.
 */
export function RowActions({ actions, label }: { actions: ActionView[]; label: string }) {
  const applicable = actions.filter((a) => a.enabled);
  return (
    <>
      <span className="row-actions-wide">
        {actions.map((a) => (
          <ActionButton key={a.href} action={a} />
        ))}
      </span>
      {applicable.length > 0 && (
        <details className="row-actions-menu">
          <summary className="icon-button" title={label} aria-label={label}>
            <Icon name="more_vert" />
          </summary>
          <ul>
            {applicable.map((a) => (
              <ActionMenuItem key={a.href} action={a} />
            ))}
          </ul>
        </details>
      )}
    </>
  );
}
