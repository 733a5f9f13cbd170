/**
 * The material icon picker's lists (widgets spec §2): the 40 common icons it opens with, and the whole set behind
 * 'show all', searched by name. Upstream's common names, as the self-hosted SVG set has them: `now_widgets`,
 * `dashboards` and `arrow_upwards` are font ligatures spelt `widgets`, `dashboard`, `arrow_upward` there, and
 * `info_outline`, which it lacks, is `help_outline`.
 */
export const COMMON_ICONS: readonly string[] = [
  'more_horiz', 'more_vert', 'open_in_new', 'visibility', 'play_arrow', 'arrow_back', 'arrow_downward', 'arrow_forward',
  'arrow_upward', 'close', 'refresh', 'menu', 'show_chart', 'multiline_chart', 'pie_chart', 'insert_chart', 'people',
  'person', 'domain', 'devices_other', 'widgets', 'dashboard', 'map', 'pin_drop', 'my_location', 'extension', 'search',
  'settings', 'notifications', 'notifications_active', 'info', 'info_outline', 'warning', 'list', 'file_download',
  'import_export', 'share', 'add', 'edit', 'done',
].map((name) => (name === 'info_outline' ? 'help_outline' : name));

/** Search text as the picker uses it: trimmed, lower case, spaces as the names' underscores. */
export function iconQuery(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, '_').slice(0, 64);
}

/** The icons the picker shows: the common ones, or with `all` every name; a query keeps the names containing it. */
export function pickerIcons(allNames: readonly string[], options: { all: boolean; query: string }): string[] {
  const query = iconQuery(options.query);
  const base = options.all ? allNames : COMMON_ICONS.filter((name) => allNames.includes(name));
  return query ? base.filter((name) => name.includes(query)) : [...base];
}

/** An icon field's verdict: the name (null when empty and optional) or the translation key of its error. */
export function checkIconName(text: string, allNames: readonly string[], required: boolean): { ok: true; value: string | null } | { ok: false; key: string } {
  const name = text.trim();
  if (name === '') return required ? { ok: false, key: 'icon.icon-required' } : { ok: true, value: null };
  return allNames.includes(name) ? { ok: true, value: name } : { ok: false, key: 'icon.unknown-icon' };
}
