import type { Block } from './html-blocks.ts';
import { fitText, r, textElement, wrapText } from './svg-text.ts';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const LINE_HEIGHT = 1.35;
const ROW_HEIGHT = 22;
const FIELD_HEIGHT = 30;
const GAP = 4;
const MIN_SVG_HEIGHT = 40;
const CELL_PADDING = 6;

function tableMarkup(block: Extract<Block, { kind: 'table' }>, box: Box, y: number): string {
  const columns = Math.max(...block.rows.map((row) => row.cells.length));
  // Columns as wide as their longest value asks (a long heading gives way), within bounds, sharing the width.
  const longest = (i: number, header: boolean) => Math.max(0, ...block.rows.filter((row) => row.header === header).map((row) => (row.cells[i] ?? '').length));
  const weights = Array.from({ length: columns }, (_, i) => Math.min(28, Math.max(3, longest(i, false), Math.min(longest(i, true), 10))));
  const total = weights.reduce((a, b) => a + b, 0);
  const widths = weights.map((w) => (box.width * w) / total);
  const out: string[] = [];
  block.rows.forEach((row, i) => {
    const top = y + i * ROW_HEIGHT;
    let x = box.x;
    row.cells.forEach((cell, c) => {
      const style = { ...block.style, size: Math.min(block.style.size, 13), bold: row.header || block.style.bold, fill: row.header ? '#616161' : block.style.fill };
      out.push(textElement(x + CELL_PADDING, top + 15, fitText(cell, widths[c] - 2 * CELL_PADDING, style.size), style));
      x += widths[c];
    });
    out.push(`<line x1="${r(box.x)}" x2="${r(box.x + box.width)}" y1="${r(top + ROW_HEIGHT - 0.5)}" y2="${r(top + ROW_HEIGHT - 0.5)}" stroke="#e0e0e0" stroke-width="1"/>`);
  });
  return out.join('');
}

/**
 * An SVG of the page placed in its box: position and size set on its own root element (resvg misplaces an `<svg>`
 * nested in another, so it is not wrapped), and a map's centring, which the page's stylesheet does, done here.
 */
function placed(markup: string, x: number, y: number, width: number, height: number): string {
  return markup
    .replace(/^<svg\b[^>]*>/, (tag) => `<svg x="${r(x)}" y="${r(y)}" width="${r(width)}" height="${r(height)}"${tag.slice(4).replace(/\s(?:x|y|width|height)="[^"]*"/g, '')}`)
    .replace('<g class="map-centre">', `<g class="map-centre" transform="translate(${r(width / 2)} ${r(height / 2)})">`);
}

/**
 * Blocks laid out one under the other in a box: text wrapped to its width, tables as rows, fields as boxes, and
 * the page's SVGs sharing the height the rest leaves (keeping their proportions when that is less). What does not
 * fit in the box is left out, line by line and row by row: nothing is drawn outside it, so no clip is needed
 * (resvg misdraws large content under nested clips). `centre` centres content without SVGs vertically, as the
 * page centres simple cards.
 */
export function layoutBlocks(blocks: Block[], box: Box, centre: boolean): { markup: string; height: number } {
  const measured = blocks.map((b) => {
    if (b.kind === 'text') {
      const lines = wrapText(b.text, box.width, b.style.size);
      return { b, lines, height: lines.length * b.style.size * LINE_HEIGHT };
    }
    if (b.kind === 'table') return { b, lines: [], height: b.rows.length * ROW_HEIGHT };
    if (b.kind === 'field') return { b, lines: [], height: FIELD_HEIGHT };
    return { b, lines: [], height: 0 };
  });
  const svgCount = blocks.filter((b) => b.kind === 'svg').length;
  const fixed = measured.reduce((sum, m) => sum + m.height, 0) + GAP * Math.max(0, blocks.length - 1);
  const share = svgCount ? Math.max(MIN_SVG_HEIGHT, (box.height - fixed) / svgCount) : 0;
  for (const m of measured) if (m.b.kind === 'svg') m.height = m.b.aspect ? Math.min(share, box.width / m.b.aspect) : share;
  const total = measured.reduce((sum, m) => sum + m.height, 0) + GAP * Math.max(0, blocks.length - 1);
  let y = box.y + (centre && !svgCount && total < box.height ? (box.height - total) / 2 : 0);
  const bottom = box.y + box.height;
  const out: string[] = [];
  for (const m of measured) {
    const b = m.b;
    if (b.kind === 'text') {
      const lineHeight = b.style.size * LINE_HEIGHT;
      m.lines.forEach((line, i) => {
        if (y + (i + 1) * lineHeight <= bottom + 1) out.push(textElement(box.x, y + (i + 0.8) * lineHeight, line, b.style));
      });
    } else if (b.kind === 'table') {
      out.push(tableMarkup({ ...b, rows: b.rows.slice(0, Math.max(0, Math.floor((bottom - y) / ROW_HEIGHT))) }, box, y));
    } else if (b.kind === 'field' && y + FIELD_HEIGHT <= bottom) {
      out.push(`<rect x="${r(box.x)}" y="${r(y + 1)}" width="${r(box.width)}" height="${FIELD_HEIGHT - 2}" rx="4" fill="#fff" stroke="#bdbdbd"/>`);
      out.push(textElement(box.x + 8, y + 20, fitText(b.value, box.width - 16, b.style.size), b.style));
    } else if (b.kind === 'svg' && bottom - y >= MIN_SVG_HEIGHT / 2) {
      out.push(placed(b.markup, box.x, y, box.width, Math.min(m.height, bottom - y)));
    }
    y += m.height + GAP;
  }
  return { markup: out.join(''), height: total };
}
