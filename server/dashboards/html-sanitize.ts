import type SanitizeHtml from 'sanitize-html';
import { onFirstUse } from '../lazy-package.ts';

const sanitizer = onFirstUse<typeof SanitizeHtml>('sanitize-html');

// What a card may hold: text formatting, tables, lists, images from this console or data URLs, links to http(s)
// and console paths. No script, style, form, frame or event attribute; class and id stay for the card's CSS.
const OPTIONS: SanitizeHtml.IOptions = {
  allowedTags: [
    'a', 'abbr', 'b', 'blockquote', 'br', 'caption', 'code', 'dd', 'del', 'div', 'dl', 'dt', 'em', 'figcaption', 'figure',
    'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'i', 'img', 'ins', 'kbd', 'li', 'mark', 'ol', 'p', 'pre', 'q', 's', 'small',
    'span', 'strong', 'sub', 'sup', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'time', 'tr', 'u', 'ul',
  ],
  allowedAttributes: {
    '*': ['class', 'id', 'title', 'lang', 'dir', 'role', 'aria-label', 'aria-hidden'],
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
    time: ['datetime'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['data'] },
  allowProtocolRelative: false,
};

// Inside a card that is itself a link (an element-click action), links become text.
const WITHOUT_LINKS: SanitizeHtml.IOptions = { ...OPTIONS, allowedTags: OPTIONS.allowedTags && OPTIONS.allowedTags.filter((t) => t !== 'a') };

/** The author's card HTML with everything that could run, load from elsewhere or restyle the page removed. */
export function sanitizeCardHtml(html: string, options: { links: boolean } = { links: true }): string {
  const sanitizeHtml = sanitizer();
  OPTIONS.transformTags ??= { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) };
  return sanitizeHtml(html, options.links ? OPTIONS : WITHOUT_LINKS);
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** A value put into the author's HTML: text, never markup. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}
