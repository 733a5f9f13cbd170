import { DEFAULT_LANGUAGE } from '../i18n/i18n.ts';

/** A help page name: path segments of letters, digits, `_` and `-` (no dots, so no way out of the help folder). */
const PAGE_NAME = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_-]*){0,4}$/i;
const INCLUDE = /\{%\s*include\s+['"]?([^'"%\s]+)['"]?\s*%\}/g;
const VARIABLE = /\$\{(siteBaseUrl|helpBaseUrl|baseUrl)\}/g;
const MAX_INCLUDE_DEPTH = 4;

export function isHelpPageName(page: string): boolean {
  return page.length <= 128 && PAGE_NAME.test(page);
}

/** Where markdown can come from: the platform's help base URL (null when unknown) and the local copy. */
export interface HelpSources {
  remoteBase: string | null;
  fetchRemote(url: string): Promise<string | null>;
  readLocal(lang: string, page: string): Promise<string | null>;
}

/**
 * Values for `${siteBaseUrl}`, `${helpBaseUrl}` and `${baseUrl}` in help markdown. As upstream,
 * `${helpBaseUrl}` is the base a page was found under: the remote base, or for a local copy
 * `localHelpBaseUrl` (when given).
 */
export type HelpVariables = Record<'siteBaseUrl' | 'helpBaseUrl' | 'baseUrl', string> & { localHelpBaseUrl?: string };

export interface HelpDocument {
  markdown: string;
  /** The language the page was found in (the default language when the requested one has none). */
  lang: string;
  origin: 'remote' | 'local';
}

/** `${base}/help/${lang}/${page}.md`, the layout of the upstream help repository. */
export function remoteHelpUrl(base: string, lang: string, page: string): string {
  return `${base.replace(/\/+$/, '')}/help/${lang}/${page}.md`;
}

/** One page through the chain: remote in the language, local in the language, then the same in the default language. */
async function findPage(page: string, lang: string, sources: HelpSources): Promise<HelpDocument | null> {
  const languages = lang === DEFAULT_LANGUAGE ? [lang] : [lang, DEFAULT_LANGUAGE];
  for (const candidate of languages) {
    if (sources.remoteBase) {
      const remote = await sources.fetchRemote(remoteHelpUrl(sources.remoteBase, candidate, page));
      if (remote !== null) return { markdown: remote, lang: candidate, origin: 'remote' };
    }
    const local = await sources.readLocal(candidate, page);
    if (local !== null) return { markdown: local, lang: candidate, origin: 'local' };
  }
  return null;
}

/** A page's own base-url variables filled in, by where it was found. */
function fillVariables(doc: HelpDocument, variables: HelpVariables): string {
  return doc.markdown.replace(VARIABLE, (_m, name: 'siteBaseUrl' | 'helpBaseUrl' | 'baseUrl') =>
    name === 'helpBaseUrl' && doc.origin === 'local' ? (variables.localHelpBaseUrl ?? variables.helpBaseUrl) : variables[name],
  );
}

/** Replaces `{% include page %}` with that page (same chain, same language); a missing or circular include becomes nothing. */
async function expandIncludes(markdown: string, lang: string, sources: HelpSources, variables: HelpVariables, trail: string[]): Promise<string> {
  const parts: string[] = [];
  let last = 0;
  for (const match of markdown.matchAll(INCLUDE)) {
    parts.push(markdown.slice(last, match.index));
    last = match.index + match[0].length;
    const name = match[1];
    if (!isHelpPageName(name) || trail.includes(name) || trail.length > MAX_INCLUDE_DEPTH) continue;
    const included = await findPage(name, lang, sources);
    if (included) parts.push(await expandIncludes(fillVariables(included, variables), lang, sources, variables, [...trail, name]));
  }
  parts.push(markdown.slice(last));
  return parts.join('');
}

/** Loads a help page with its includes expanded and its base-url variables filled in; null when no source has it. */
export async function loadHelp(page: string, lang: string, sources: HelpSources, variables: HelpVariables): Promise<HelpDocument | null> {
  if (!isHelpPageName(page)) return null;
  const found = await findPage(page, lang, sources);
  if (!found) return null;
  return { ...found, markdown: await expandIncludes(fillVariables(found, variables), found.lang, sources, variables, [page]) };
}

/** The page's title: its first heading, without markup. */
export function helpTitle(markdown: string): string | null {
  const heading = /^#{1,6}\s+(.+?)\s*#*\s*$/m.exec(markdown);
  return heading ? heading[1].replace(/[*_`]/g, '').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').trim() : null;
}
