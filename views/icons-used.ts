import { routeIcons } from '../server/domain/route-table.ts';

/** Icons the views name outside the route table; the sprite build includes exactly these and the table's (crumbs, menus, home). */
const UI_ICONS = [
  'account_circle', 'lock', 'exit_to_app', 'more_vert', 'menu', 'search', 'arrow_upward', 'arrow_downward',
  'first_page', 'last_page', 'chevron_left', 'chevron_right', 'check_box', 'check_box_outline_blank', 'done',
  'error_outline', 'block', 'cloud_off', 'construction', 'sync_problem', 'search_off', 'mdi:clipboard-arrow-left',
  'arrow_back', 'fullscreen', 'fullscreen_exit', 'help_outline', 'query_builder', 'remove',
  // Entity tables, details and dialogs (views/entity).
  'share', 'assignment_ind', 'assignment_return', 'reply', 'delete', 'insert_drive_file', 'file_upload', 'add', 'open_in_new',
  'edit', 'close', 'refresh',
  // Customers and users (server/tables/customers, server/tables/users).
  'mdi:login', 'link', 'mail',
  // Exports, downloads and set-default of the tables (server/tables/*), rule chains' auto-assign (server/tables/rule-chains).
  'file_download', 'flag', 'bookmark', 'bookmark_border',
  // Edges and dashboards (server/tables/edges, server/tables/dashboards).
  'sync',
  // Details tabs (views/tabs).
  'more_horiz', 'filter_list', 'mdi:filter-variant-remove', 'compare_arrows', 'restore',
  // Multi-image input and social share panel (views/parts).
  'drag_indicator', 'mdi:facebook', 'mdi:twitter', 'mdi:linkedin', 'mdi:reddit',
  // Pickers and help (views/parts/pickers, views/parts/help-button.tsx).
  'palette', 'format_color_reset', 'apps', 'help',
  // History playback (views/parts/history-playback.tsx).
  'play_arrow', 'pause',
];

export function allIcons(): string[] {
  return [...new Set([...UI_ICONS, ...routeIcons()])].sort();
}
