import type MarkdownIt from 'markdown-it';
import { onFirstUse } from '../lazy-package.ts';

const markdownIt = onFirstUse<typeof MarkdownIt>('markdown-it');
type Renderer = InstanceType<typeof MarkdownIt>;

/** http(s) and relative references only; `javascript:`, `data:`, `mailto:` and other schemes are refused. */
export function safeHref(raw: string): string | null {
  const href = raw.trim();
  if (href === '' || /[\u0000-\u001f\s]/.test(href)) return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href);
  if (scheme) return /^https?$/i.test(scheme[1]) ? href : null;
  if (href.startsWith('//')) return null; // protocol-relative: another host with whatever scheme the page has
  return href;
}

/** A heading's anchor: lower-case letters, digits and dashes (any script). */
function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s+/g, '-');
}

// Raw HTML is text, and images stay links: the page's CSP would block the remote ones anyway.
// Every link is parsed; the rule below keeps only those safeHref accepts, the others leave their label.
function createRenderer(): Renderer {
  const md = new (markdownIt())({ html: false, linkify: false, typographer: false });
  md.disable('image');
  md.validateLink = () => true;

  md.core.ruler.push('floorboard_links', (state) => {
    for (const token of state.tokens) {
      if (!token.children) continue;
      let dropping = false;
      token.children = token.children.filter((child) => {
        if (child.type === 'link_open') dropping = safeHref(String(child.attrGet('href') ?? '')) === null;
        else if (child.type !== 'link_close') return true;
        return !dropping;
      });
    }
  });

  md.core.ruler.push('floorboard_attributes', (state) => {
    state.tokens.forEach((token, i) => {
      if (token.type === 'heading_open') token.attrSet('id', `${(state.env as RenderEnv).idPrefix ?? ''}${slug(state.tokens[i + 1]?.content ?? '')}`);
      // Column alignment as a class: the CSP allows no style attributes.
      const align = /text-align:(left|center|right)/.exec(String(token.attrGet('style') ?? ''))?.[1];
      if (align) {
        token.attrs = (token.attrs ?? []).filter(([name]) => name !== 'style');
        token.attrJoin('class', `align-${align}`);
      }
    });
  });

  const renderLinkOpen = md.renderer.rules.link_open ?? ((tokens, i, options, _env, self) => self.renderToken(tokens, i, options));
  md.renderer.rules.link_open = (tokens, i, options, env, self) => {
    if (/^https?:/i.test(String(tokens[i].attrGet('href') ?? ''))) tokens[i].attrSet('rel', 'noopener noreferrer');
    return renderLinkOpen(tokens, i, options, env, self);
  };
  return md;
}

/** A page may show several rendered texts: each one's heading anchors can carry a prefix of its own. */
type RenderEnv = {
  idPrefix?: string;
};

let renderer: Renderer | undefined;
const markdownRenderer = (): Renderer => (renderer ??= createRenderer());

/** Renders help markdown (CommonMark with tables) to HTML that is safe to insert into a page as it is. */
export function renderMarkdown(markdown: string): string {
  return markdownRenderer().render(markdown);
}

/** A part of rendered markdown: HTML, or a top-level code block with its text (for a copy button beside it). */
export type MarkdownBlock = { html: string; code?: undefined } | { html: string; code: string };

/**
 * The same rendering, cut at each top-level code block so that a view can put a copy button beside it (the
 * markdown renderer part); nested code blocks (in a list item) stay in their HTML.
 */
export function renderMarkdownBlocks(markdown: string, idPrefix?: string): MarkdownBlock[] {
  const md = markdownRenderer();
  const env: RenderEnv = { idPrefix };
  const tokens = md.parse(markdown, env);
  const blocks: MarkdownBlock[] = [];
  let group: typeof tokens = [];
  const flush = () => {
    if (group.length) blocks.push({ html: md.renderer.render(group, md.options, env) });
    group = [];
  };
  for (const token of tokens) {
    if ((token.type === 'fence' || token.type === 'code_block') && token.level === 0) {
      flush();
      blocks.push({ html: md.renderer.render([token], md.options, env), code: token.content });
    } else {
      group.push(token);
    }
  }
  flush();
  return blocks;
}
