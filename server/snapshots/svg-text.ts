/** Text in the snapshot's SVG: escaping, a width estimate for DejaVu Sans, wrapping and truncation. */

export const FONT_FAMILY = 'DejaVu Sans';

export function escapeXml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

// Wide characters (CJK, Hangul, full-width forms) take about one em; others about 0.6 em in DejaVu Sans.
const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/;

export function textWidth(text: string, size: number): number {
  let ems = 0;
  for (const ch of text) ems += WIDE.test(ch) ? 1 : 0.6;
  return ems * size;
}

/** The text cut to a width, ending in an ellipsis when cut. */
export function fitText(text: string, width: number, size: number): string {
  if (textWidth(text, size) <= width) return text;
  let out = '';
  for (const ch of text) {
    if (textWidth(`${out}${ch}…`, size) > width) break;
    out += ch;
  }
  return out ? `${out}…` : '';
}

/** The text broken into lines no wider than `width`, at spaces where it can, else anywhere. */
export function wrapText(text: string, width: number, size: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (textWidth(candidate, size) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    let rest = word;
    while (textWidth(rest, size) > width && rest.length > 1) {
      let cut = '';
      for (const ch of rest) {
        if (textWidth(cut + ch, size) > width && cut) break;
        cut += ch;
      }
      lines.push(cut);
      rest = rest.slice(cut.length);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines;
}

export interface TextStyle {
  size: number;
  bold: boolean;
  fill: string;
}

export function textElement(x: number, baseline: number, text: string, style: TextStyle, anchor: 'start' | 'middle' | 'end' = 'start'): string {
  const weight = style.bold ? ' font-weight="bold"' : '';
  const anchorAttr = anchor === 'start' ? '' : ` text-anchor="${anchor}"`;
  return `<text x="${r(x)}" y="${r(baseline)}" font-size="${style.size}"${weight} fill="${style.fill}"${anchorAttr}>${escapeXml(text)}</text>`;
}

export function r(n: number): number {
  return Math.round(n * 10) / 10;
}
