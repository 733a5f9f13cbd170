import { iconContent } from '../icon.tsx';
import { markupTemplates } from '../markup-cache.tsx';
import type { ViewContext } from '../view-context.tsx';
import type { ActionView } from '../../server/domain/entity-view.ts';
import { ActionButton, rowLink } from './action-button.tsx';

// A list page has tens of row action buttons, each one link, its icon and its labels: the same markup in every row
// but for the row's address, so each is rendered once per action, language and state, and the address put in.
const templates = markupTemplates();

const STATES = { dialog: ['dialog', 'dialog|disabled'], page: ['page', 'page|disabled'], panel: ['panel', 'panel|disabled'], none: ['none', 'none|disabled'] };

function actionMarkup(view: ViewContext, action: ActionView): string {
  const keys = [action.label, action.icon, STATES[action.target][action.enabled ? 0 : 1]];
  return templates(view, keys, (href) => <ActionButton action={{ ...action, href }} inRow />, action.href);
}

function menuMarkup(view: ViewContext, menuHref: string, label: string): string {
  return templates(view, [label, 'more_vert', 'menu'], (href) => (
    <a className="icon-button row-actions-menu" title={label} aria-label={label} {...rowLink(href, 'dialog')} dangerouslySetInnerHTML={iconContent(view, 'more_vert')} />
  ), menuHref);
}

/**
 * A row's actions (console-map §0), the content of its actions cell: on wide screens every action as an icon button,
 * disabled when it does not apply; on narrow ones a `more_vert` button that opens the menu of the applicable ones, a
 * dialog at its own address (the list renders each action once, not twice per row). Addresses are this console's.
 */
export function rowActionsContent(view: ViewContext, actions: ActionView[], menuHref: string | undefined, label: string): { __html: string } {
  let html = '<span class="row-actions-wide">';
  for (let i = 0; i < actions.length; i++) html += actionMarkup(view, actions[i]);
  html += '</span>';
  if (menuHref) html += menuMarkup(view, menuHref, label);
  return { __html: html };
}
