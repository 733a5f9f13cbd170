import { Icon, iconContent } from '../icon.tsx';
import { useView } from '../view-context.tsx';
import type { ActionView } from '../../server/domain/entity-view.ts';

/** The element htmx swaps with what an action's link answers. */
const TARGETS = { dialog: '#entity-dialog', page: '#entity-page', panel: '#entity-panel' } as const;

/** A link's htmx attributes: fetch the same address, swap its part, put the address in the history. */
export function partLink(href: string, target: ActionView['target']) {
  if (target === 'none') return { href };
  return { href, 'hx-get': href, 'hx-target': TARGETS[target], 'hx-swap': 'outerHTML', 'hx-push-url': 'true', 'hx-indicator': '#progress' };
}

/**
 * What the links of a table's rows change of the table region's `boostedLinks`, said once on the table body: they open
 * a dialog (the details link the panel). A list page has tens of row links; each carried its address twice and all
 * of `partLink`.
 */
export const ROW_LINKS = { 'hx-target:inherited': TARGETS.dialog };

/** `partLink` inside an element with `ROW_LINKS` (in the boosting region): only what differs; a plain link opts out. */
export function rowLink(href: string, target: ActionView['target']) {
  if (target === 'none') return { href, 'hx-boost': 'false' };
  return target === 'dialog' ? { href } : { href, 'hx-target': TARGETS[target] };
}

/**
 * A form that posts to its own address (a dialog's, the details'); with htmx its answer (after the redirect, or the
 * form again with its messages) replaces the page region.
 */
export function regionForm(action: string) {
  return { method: 'post', action, noValidate: true, 'hx-post': action, 'hx-target': '#entity-page', 'hx-swap': 'outerHTML', 'hx-push-url': 'true', 'hx-indicator': '#progress' } as const;
}

/**
 * An icon button whose accessible name is its tooltip; shown disabled (not hidden) when it does not apply. `inRow`:
 * inside a table body that says `ROW_LINKS`.
 */
export function ActionButton({ action, inRow }: { action: ActionView; inRow?: boolean }) {
  const icon = iconContent(useView(), action.icon);
  if (!action.enabled) {
    return <button type="button" className="icon-button" disabled title={action.label} aria-label={action.label} dangerouslySetInnerHTML={icon} />;
  }
  return (
    <a className="icon-button" title={action.label} aria-label={action.label} {...(inRow ? rowLink : partLink)(action.href, action.target)} dangerouslySetInnerHTML={icon} />
  );
}

/** An action as a menu entry: icon and label (the narrow screens' row menu, the add menu). */
export function ActionMenuItem({ action }: { action: ActionView }) {
  return (
    <li>
      <a className="menu-item" {...partLink(action.href, action.target)}>
        <Icon name={action.icon} />
        <span>{action.label}</span>
      </a>
    </li>
  );
}
