import { allMenuIcons } from './shell/menu.ts';
import { allHomeIcons } from './shell/home-sections.ts';

/** Icons the views name outside the menus; the sprite build includes exactly these and the menus'. */
const UI_ICONS = [
  'account_circle', 'lock', 'exit_to_app', 'more_vert', 'menu', 'search', 'arrow_upward', 'arrow_downward',
  'first_page', 'last_page', 'chevron_left', 'chevron_right', 'check_box', 'check_box_outline_blank', 'done',
  'error_outline', 'block', 'cloud_off', 'construction', 'sync_problem', 'search_off', 'mdi:clipboard-arrow-left',
  'arrow_back', 'fullscreen', 'fullscreen_exit', 'help_outline', 'add', 'remove',
];

export function allIcons(): string[] {
  return [...new Set([...UI_ICONS, ...allMenuIcons(), ...allHomeIcons()])].sort();
}
