import type { parseDocument } from 'htmlparser2';
import { onFirstUse } from '../lazy-package.ts';

export const htmlParser = onFirstUse<typeof import('htmlparser2')>('htmlparser2');

type Node = ReturnType<typeof parseDocument>['children'][number];

/** Elements that start a line of their own in text. */
const BLOCKS = new Set(['br', 'p', 'div', 'li', 'tr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'table', 'ul', 'ol', 'dl', 'dt', 'dd', 'section', 'header', 'footer', 'figure', 'figcaption', 'hr', 'blockquote', 'pre']);

export interface HtmlText {
  /** The text, one entry per visual line, whitespace collapsed, empty lines dropped. */
  lines: string[];
  /** The names of upstream's `<link-act name="…">` action links, in order. */
  actions: string[];
}

/**
 * The text of a piece of author HTML (a map tooltip, a card), line by line: tags dropped, entities decoded,
 * block elements and `<br>` breaking lines. upstream's `<link-act>` action links are collected, not shown.
 */
export function htmlText(html: string): HtmlText {
  const lines: string[] = [];
  const actions: string[] = [];
  let line = '';
  const breakLine = () => {
    const clean = line.replace(/\s+/g, ' ').trim();
    if (clean) lines.push(clean);
    line = '';
  };
  const walk = (nodes: Node[]) => {
    for (const node of nodes) {
      if (node.type === 'text') line += node.data;
      else if (node.type === 'tag' || node.type === 'script' || node.type === 'style') {
        if (node.name === 'link-act') {
          if (node.attribs.name) actions.push(node.attribs.name);
          continue;
        }
        if (node.name === 'script' || node.name === 'style') continue;
        const block = BLOCKS.has(node.name);
        if (block) breakLine();
        walk(node.children);
        if (block) breakLine();
      }
    }
  };
  walk(htmlParser().parseDocument(html, { decodeEntities: true }).children);
  breakLine();
  return { lines, actions };
}
