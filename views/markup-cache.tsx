import { Buffer } from 'node:buffer';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from './react-markup.ts';
import { ViewContextProvider, type ViewContext } from './view-context.tsx';

const MAX_VARIANTS = 2000;

// Each cache's map for a view kept on the view itself, by the cache's number: a page asks hundreds of times, and a
// property and an index are cheaper than a WeakMap lookup each time. Not enumerable: a view spread into another (with
// another language) must not take these along.
const OF_VIEW = Symbol('markup caches of this view');
type WithCaches = ViewContext & { [OF_VIEW]?: Map<string, unknown>[] };
let caches = 0;

function cachesOf(ctx: WithCaches): Map<string, unknown>[] {
  let of = ctx[OF_VIEW];
  if (of === undefined) Object.defineProperty(ctx, OF_VIEW, { value: (of = []) });
  return of;
}

/** A cache per base path and language; a page asks tens of times (each row's icons): its view finds its own at once. */
function perLanguage<T>(): (ctx: ViewContext) => Map<string, T> {
  const byLanguage = new Map<string, Map<string, T>>();
  const index = caches++;
  return (ctx) => {
    const ofView = cachesOf(ctx);
    let rendered = ofView[index] as Map<string, T> | undefined;
    if (rendered === undefined) {
      const language = `${ctx.url('')}|${ctx.lang}`;
      rendered = byLanguage.get(language);
      if (rendered === undefined) byLanguage.set(language, (rendered = new Map()));
      ofView[index] = rendered;
    }
    return rendered;
  };
}

function cached<T>(rendered: Map<string, T>, key: string, make: () => T): T {
  let value = rendered.get(key);
  if (value === undefined) {
    value = make();
    if (rendered.size >= MAX_VARIANTS) rendered.clear();
    rendered.set(key, value);
  }
  return value;
}

/** An element rendered alone with the view of the request (a part of a page, for a cache or a template). */
export const renderIn = (ctx: ViewContext, element: ReactElement): string => renderToStaticMarkup(<ViewContextProvider value={ctx}>{element}</ViewContextProvider>);

/**
 * Markup that depends only on a few facts of the request (language, role, base path...) rendered once per
 * combination of them, `key`, and then served from memory; insert it with `dangerouslySetInnerHTML`. Only for parts
 * that read nothing else of the request (no CSRF token, no user name) and ask for no script (`useScript`).
 */
export function markupCache(): (ctx: ViewContext, key: string, element: () => ReactElement) => string {
  const renderedFor = perLanguage<string>();
  return (ctx, key, element) => cached(renderedFor(ctx), key, () => renderIn(ctx, element()));
}

// Plain ASCII, so that markup around it stays one byte per character (V8 keeps such a page at half the size).
const SLOT = 'fb-markup-slot-3f9d1c';
const slot = (i: number) => `${SLOT}${i}x`;
const SLOTS = new RegExp(`${SLOT}(\\d+)x`);
const ESCAPES: Record<string, string> = { '"': '&quot;', '&': '&amp;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' };
const NEEDS_ESCAPE = /["&'<>]/;
const TO_ESCAPE = /["&'<>]/g;
const escapeOf = (c: string) => ESCAPES[c];
const NOT_AMPERSAND = /["'<>]/;

/**
 * A value as React writes it into an attribute or text (its escapeTextForBrowser: the same characters, the same
 * references). One regular expression replace: about three times as fast as React's loop over the characters, for
 * the tens of addresses with `&` a list page writes; an address's only `&`s replaced without calling back per match
 * (a third faster again).
 */
export function escapeLikeReact(value: string): string {
  if (!NEEDS_ESCAPE.test(value)) return value;
  return NOT_AMPERSAND.test(value) ? value.replace(TO_ESCAPE, escapeOf) : value.replaceAll('&', '&amp;');
}

const BEYOND_LATIN1 = /[^\u0000-\u00ff]/gu;
const HAS_BEYOND_LATIN1 = /[^\u0000-\u00ff]/u;

/**
 * Text as React would write it, with characters beyond Latin-1 as character references: one such character (the
 * dash of "1 – 10 of 42") made V8 hold the whole page as two bytes per character, twice the memory to build, join
 * and encode. For short texts on every page of languages written in Latin script. V8 keeps what `replace` returns
 * for a two-byte text two bytes per character even with only Latin-1 left in it, so the result is copied through
 * Latin-1 into a one-byte string.
 */
export function latin1Text(text: string): { __html: string } {
  const escaped = escapeLikeReact(text);
  if (!HAS_BEYOND_LATIN1.test(escaped)) return { __html: escaped };
  return { __html: Buffer.from(escaped.replace(BEYOND_LATIN1, (c) => `&#${c.codePointAt(0)};`), 'latin1').toString('latin1') };
}

/** Markup already written (another template's output, a cached part): put in as it is, where a text child was. */
export interface Markup {
  __html: string;
}

const written = (value: string | Markup) => (typeof value === 'string' ? escapeLikeReact(value) : value.__html);

/** A rendered template: text, the index of a value, text, ... (as `split` with a capturing pattern gives it). */
type Template = (string | number)[];
type TemplateTree = Map<string, TemplateTree | Template>;

/**
 * Like `markupCache`, for markup that differs per use in a few values only (a row's address, its name):
 * `element(...slots)` is rendered once per `keys` (as many for every use of one cache; looked up one by one: strings
 * a page passes again and again, such as translated labels, are found without building a key from them), and each
 * use puts its values, escaped as React would, where their slots were. The values must go into text or attributes
 * that React writes as they are (not a `javascript:` address, not a style). A value given as `Markup` goes in as it
 * is, in place of a text child (the cells of a row, the rows of a table): templates nest without React.
 */
export function markupTemplates(): (ctx: ViewContext, keys: readonly string[], element: (...slots: string[]) => ReactElement, ...values: (string | Markup)[]) => string {
  const treeFor = perLanguage<TemplateTree>();
  let count = 0;
  return (ctx, keys, element, ...values) => {
    const trees = treeFor(ctx);
    let node = trees.get('') as TemplateTree | undefined;
    if (node === undefined || count >= MAX_VARIANTS) {
      count = 0;
      trees.set('', (node = new Map()));
    }
    for (let i = 0; i < keys.length - 1; i++) {
      let next = node.get(keys[i]) as TemplateTree | undefined;
      if (next === undefined) node.set(keys[i], (next = new Map()));
      node = next;
    }
    let template = node.get(keys[keys.length - 1]) as Template | undefined;
    if (template === undefined) {
      template = renderIn(ctx, element(...values.map((_, i) => slot(i)))).split(SLOTS).map((part, i) => (i % 2 ? Number(part) : part));
      node.set(keys[keys.length - 1], template);
      count++;
    }
    // Each slot's value escaped where it goes (a value is rarely in two slots): no array of escaped values per use.
    let html = template[0] as string;
    for (let i = 1; i < template.length; i += 2) html += written(values[template[i] as number]) + (template[i + 1] as string);
    return html;
  };
}
