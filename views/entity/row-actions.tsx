import type { ReactElement } from 'react';
import { iconContent } from '../icon.tsx';
import { markupTemplates } from '../markup-cache.tsx';
import { useView, type ViewContext } from '../view-context.tsx';
import type { ActionView } from '../../server/domain/entity-view.ts';
import { ActionButton, rowLink } from './action-button.tsx';

// A list page has tens of row action buttons, each one link, its icon and its labels: the same markup in every row
// but for the row's address, so each is rendered once per action, language and state, and the address put in.
const templates = markupTemplates();

const STATES = { dialog: ['dialog', 'dialog|disabled'], page: ['page', 'page|disabled'], panel: ['panel', 'panel|disabled'], none: ['none', 'none|disabled'] };

interface Shape {
  keys: string[];
  element: (href: string) => ReactElement;
}

// The template's keys and element of each kind of button (label, icon, target, enabled), made once: a page has tens of
// row actions, each would otherwise allocate its keys and a closure. Labels are translated texts (a few per language),
// so there are few shapes; bounded all the same.
const MAX_SHAPES = 2000;
const shapes = new Map<string, Map<string, Shape[]>>();
let shapeCount = 0;

/** The shape of `label`, `icon` and `state`; `make` (a function of the module, not a closure per call) its element. */
function shapeOf<A>(label: string, icon: string, state: string, make: (arg: A) => Shape['element'], arg: A): Shape {
  let byIcon = shapes.get(label);
  if (byIcon === undefined) {
    if (shapeCount >= MAX_SHAPES) (shapes.clear(), (shapeCount = 0));
    shapes.set(label, (byIcon = new Map()));
  }
  let byState = byIcon.get(icon);
  if (byState === undefined) byIcon.set(icon, (byState = []));
  for (let i = 0; i < byState.length; i++) if (byState[i].keys[2] === state) return byState[i];
  const shape = { keys: [label, icon, state], element: make(arg) };
  byState.push(shape);
  shapeCount++;
  return shape;
}

const actionElement = ({ label, icon, enabled, target }: ActionView) => (href: string) => <ActionButton action={{ label, icon, enabled, target, href }} inRow />;

function actionMarkup(view: ViewContext, action: ActionView): string {
  const { keys, element } = shapeOf(action.label, action.icon, STATES[action.target][action.enabled ? 0 : 1], actionElement, action);
  return templates(view, keys, element, action.href);
}

function MenuButton({ href, label }: { href: string; label: string }) {
  return <a className="icon-button row-actions-menu" title={label} aria-label={label} {...rowLink(href, 'dialog')} dangerouslySetInnerHTML={iconContent(useView(), 'more_vert')} />;
}
const menuElement = (label: string) => (href: string) => <MenuButton href={href} label={label} />;

function menuMarkup(view: ViewContext, menuHref: string, label: string): string {
  const { keys, element } = shapeOf(label, 'more_vert', 'menu', menuElement, label);
  return templates(view, keys, element, menuHref);
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
