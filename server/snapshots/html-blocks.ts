import type { parseDocument } from 'htmlparser2';
import { onFirstUse } from '../lazy-package.ts';
import { htmlParser } from '../dashboards/html-text.ts';

const xmlParser = onFirstUse<typeof import('fast-xml-parser')>('fast-xml-parser');
import type { TextStyle } from './svg-text.ts';

type Node = ReturnType<typeof parseDocument>['children'][number];
type Element = Extract<Node, { attribs: Record<string, string> }>;

const isElement = (node: Node): node is Element => 'attribs' in node;

/** Where in a widget's frame a block is: its header (title), its body, or the notes under the body. */
export type Region = 'header' | 'body' | 'notes';

/** A piece of a widget as the snapshot draws it, in document order. */
export type Block = { region: Region } & (
  | { kind: 'text'; text: string; style: TextStyle }
  | { kind: 'table'; rows: { cells: string[]; header: boolean }[]; style: TextStyle }
  | { kind: 'field'; value: string; style: TextStyle }
  /** An SVG of the page (chart, gauge, map), drawn into the room left by the rest. */
  | { kind: 'svg'; markup: string; aspect: number | null }
);

/** The frame's classes (views/dashboard/widget-frame.tsx) that start a region. */
const REGIONS: Record<string, Region> = { wh: 'header', wb: 'body', wproblem: 'notes', wnote: 'notes' };

const BLOCKS = new Set([
  'address', 'article', 'aside', 'blockquote', 'dd', 'details', 'div', 'dl', 'dt', 'fieldset', 'figcaption', 'figure', 'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
  'header', 'hr', 'li', 'main', 'nav', 'ol', 'p', 'pre', 'section', 'summary', 'ul', 'label', 'legend',
]);
const SKIPPED = new Set(['script', 'style', 'title', 'template', 'noscript', 'head', 'option']);
const HEADINGS: Record<string, number> = { h1: 22, h2: 18, h3: 16, h4: 15, h5: 14, h6: 13 };

const MUTED = '#757575';
/** The console's classes that change how text looks (static/css/dashboard.css), as the snapshot draws them. */
const CLASS_STYLES: Record<string, Partial<TextStyle>> = {
  wt: { size: 16, bold: false },
  'card-value': { size: 28, bold: true },
  'card-label': { size: 14 },
  'table-title': { size: 16, bold: true },
  'form-title': { size: 14, bold: true },
  wnote: { size: 12, fill: MUTED },
  wproblem: { size: 12, fill: '#c62828' },
  muted: { fill: MUTED },
  'no-data': { fill: MUTED },
  'map-attribution': { size: 10, fill: '#555555' },
  'sev-critical': { fill: '#d32f2f' },
  'sev-major': { fill: '#ef6c00' },
  'sev-minor': { fill: '#a17800' },
  'sev-warning': { fill: '#7a7a00' },
  'sev-indeterminate': { fill: '#2e7d32' },
};

function classes(el: Element): string[] {
  return (el.attribs.class ?? '').split(/\s+/).filter(Boolean);
}

function isHidden(el: Element): boolean {
  const cls = classes(el);
  return (
    SKIPPED.has(el.name) ||
    'hidden' in el.attribs ||
    cls.includes('visually-hidden') ||
    (el.name === 'input' && el.attribs.type === 'hidden') ||
    // A closed disclosure shows its summary only (a widget's time-window button, not its panel).
    (el.name !== 'summary' && !!el.parent && isElement(el.parent) && el.parent.name === 'details' && !('open' in el.parent.attribs)) ||
    // Icons and colour swatches decorate text; alone they say nothing in a picture.
    (el.name === 'svg' && (cls.includes('icon') || cls.includes('swatch')))
  );
}

function styleOf(el: Element, inherited: TextStyle): TextStyle {
  let style = inherited;
  if (HEADINGS[el.name]) style = { ...style, size: HEADINGS[el.name], bold: true };
  if (el.name === 'th' || el.name === 'b' || el.name === 'strong' || el.name === 'dt') style = { ...style, bold: true };
  for (const c of classes(el)) if (CLASS_STYLES[c]) style = { ...style, ...CLASS_STYLES[c] };
  return style;
}

/** Text of an element as one line: whitespace collapsed, hidden parts and icons left out. */
function inlineText(nodes: Node[]): string {
  let out = '';
  for (const node of nodes) {
    if (node.type === 'text') out += node.data;
    else if (isElement(node) && !isHidden(node)) out += node.name === 'br' ? ' ' : fieldValue(node) ?? inlineText(node.children);
  }
  return out.replace(/\s+/g, ' ').trim();
}

/** What a form control shows: its value, a box for a checkbox, the chosen option. */
function fieldValue(el: Element): string | null {
  if (el.name === 'input') {
    if (el.attribs.type === 'checkbox' || el.attribs.type === 'radio') return 'checked' in el.attribs ? '☑' : '☐';
    return el.attribs.value ?? '';
  }
  if (el.name === 'textarea') return inlineText(el.children);
  if (el.name === 'select') {
    const options = el.children.filter((c): c is Element => isElement(c) && c.name === 'option');
    const chosen = options.find((o) => 'selected' in o.attribs) ?? options[0];
    return chosen ? inlineText(chosen.children) : '';
  }
  return null;
}

function tableRows(table: Element): { cells: string[]; header: boolean }[] {
  const rows: { cells: string[]; header: boolean }[] = [];
  const visit = (nodes: Node[], inHead: boolean) => {
    for (const node of nodes) {
      if (!isElement(node) || isHidden(node)) continue;
      if (node.name === 'tr') {
        const cells = node.children.filter((c): c is Element => isElement(c) && (c.name === 'td' || c.name === 'th') && !isHidden(c));
        rows.push({ cells: cells.map((c) => inlineText(c.children)), header: inHead || cells.every((c) => c.name === 'th') });
      } else if (node.name !== 'table') visit(node.children, inHead || node.name === 'thead');
    }
  };
  visit(table.children, false);
  return rows.filter((row) => row.cells.some(Boolean));
}

function aspectOf(svg: Element): number | null {
  const box = (svg.attribs.viewbox ?? svg.attribs.viewBox ?? '').trim().split(/[\s,]+/).map(Number);
  return box.length === 4 && box[2] > 0 && box[3] > 0 ? box[2] / box[3] : null;
}

/**
 * A widget's HTML (its frame and body as the page draws them) read into blocks for the snapshot: the page's
 * SVGs as they are, tables as rows, form fields as boxes with their values, and the rest as paragraphs of text
 * with the sizes and colours of the console's classes. An SVG that is not well-formed XML (resvg would refuse
 * the whole document) is left out.
 */
export function htmlBlocks(html: string, base: TextStyle): Block[] {
  const blocks: Block[] = [];
  let paragraph = '';
  let paragraphStyle = base;
  let paragraphRegion: Region = 'body';
  const flush = () => {
    const text = paragraph.replace(/\s+/g, ' ').trim();
    if (text) blocks.push({ region: paragraphRegion, kind: 'text', text, style: paragraphStyle });
    paragraph = '';
  };
  const walk = (nodes: Node[], style: TextStyle, region: Region) => {
    for (const node of nodes) {
      if (node.type === 'text') {
        if (!paragraph.trim()) [paragraphStyle, paragraphRegion] = [style, region];
        paragraph += node.data;
        continue;
      }
      if (!isElement(node) || isHidden(node)) continue;
      const own = styleOf(node, style);
      const within = classes(node).map((c) => REGIONS[c]).find(Boolean) ?? region;
      if (node.name === 'svg') {
        flush();
        const markup = html.slice(node.startIndex ?? 0, (node.endIndex ?? -1) + 1);
        if (xmlParser().XMLValidator.validate(markup) === true) blocks.push({ region: within, kind: 'svg', markup, aspect: aspectOf(node) });
      } else if (node.name === 'table') {
        flush();
        blocks.push({ region: within, kind: 'table', rows: tableRows(node), style: own });
      } else if (node.name === 'input' && (node.attribs.type === 'checkbox' || node.attribs.type === 'radio')) {
        // A box before its label's text, on its line.
        if (!paragraph.trim()) [paragraphStyle, paragraphRegion] = [own, within];
        paragraph += `${fieldValue(node)} `;
      } else if (node.name === 'input' || node.name === 'textarea' || node.name === 'select') {
        flush();
        blocks.push({ region: within, kind: 'field', value: fieldValue(node) ?? '', style: own });
      } else if (node.name === 'br') {
        flush();
      } else if (BLOCKS.has(node.name)) {
        flush();
        walk(node.children, own, within);
        flush();
      } else {
        walk(node.children, own, within);
      }
    }
  };
  walk(htmlParser().parseDocument(html, { withStartIndices: true, withEndIndices: true, lowerCaseAttributeNames: false }).children, base, 'body');
  flush();
  return blocks;
}
