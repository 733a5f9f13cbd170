import type { FastifyRequest } from 'fastify';
import type { ScriptLang } from '../../views/parts/script-lang-toggle.tsx';
import { pickerChoices } from '../tables/pickers.ts';

/** What the shell's parts show in the gallery: the tenant's dashboards and the one chosen, the bundle search, the script language. */
export interface ShellGalleryState {
  dashboards: { id: string; title: string }[];
  dashboard: string;
  bundleSearch: string;
  scriptLang: ScriptLang;
  /** The toggle's form was sent (its status line shows what came). */
  scriptLangPosted: boolean;
}

const queryText = (query: unknown, name: string) => {
  const value = (query as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value.slice(0, 255) : '';
};

/** The shell parts' state from the gallery's address (`dashboard`, `textSearch`, `scriptLang`), the tenant's first dashboards listed. */
export async function galleryShellState(request: FastifyRequest): Promise<ShellGalleryState> {
  const { options } = await pickerChoices(request, 'dashboards', '');
  const dashboards = options.map((o) => ({ id: o.value, title: o.label }));
  const asked = queryText(request.query, 'dashboard');
  return {
    dashboards,
    dashboard: dashboards.some((d) => d.id === asked) ? asked : (dashboards[0]?.id ?? ''),
    bundleSearch: queryText(request.query, 'textSearch'),
    scriptLang: queryText(request.query, 'scriptLang') === 'JS' ? 'JS' : 'TBEL',
    scriptLangPosted: queryText(request.query, 'scriptLang') !== '',
  };
}
