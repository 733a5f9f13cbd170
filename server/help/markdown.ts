/**
 * A small markdown renderer for help pages: headings, paragraphs, lists, code, links,
 * emphasis, block quotes and rules. Everything else is text: all input is HTML-escaped first,
 * raw HTML never passes through, and links keep only http, https and relative targets.
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

/** http(s) and relative references only; `javascript:`, `data:` and other schemes are refused. */
export function safeHref(raw: string): string | null {
  const href = raw.trim();
  if (href === '' || /[\u0000-\u001f\s]/.test(href)) return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href);
  if (scheme) return /^https?$/i.test(scheme[1]) ? href : null;
  if (href.startsWith('//')) return null; // protocol-relative: another host with whatever scheme the page has
  return href;
}

/** A heading's anchor: lower-case letters, digits and dashes (any script). */
export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s+/g, '-');
}

// Code spans and finished links are set aside behind placeholders, so that nothing inside them
// (a `*` in code, a `_` in a URL) is read as emphasis.
const PLACEHOLDER = '\u0000';

function emphasis(escaped: string): string {
  return escaped
    .replace(/\*\*(?=\S)([\s\S]*?\S)\*\*/g, '<strong>$1</strong>')
    .replace(/(^|[^\p{L}\p{N}_])__(?=\S)([\s\S]*?\S)__(?![\p{L}\p{N}_])/gu, '$1<strong>$2</strong>')
    .replace(/\*(?=\S)([^*]*?\S)\*/g, '<em>$1</em>')
    .replace(/(^|[^\p{L}\p{N}_])_(?=\S)([^_]*?\S)_(?![\p{L}\p{N}_])/gu, '$1<em>$2</em>');
}

function renderInline(text: string): string {
  const stash: string[] = [];
  const keep = (html: string) => `${PLACEHOLDER}${stash.push(html) - 1}${PLACEHOLDER}`;
  let out = text.replaceAll(PLACEHOLDER, '');
  out = out.replace(/(`+)([^`]|[^`][\s\S]*?[^`])\1(?!`)/g, (_m, _ticks, code: string) => keep(`<code>${escapeHtml(code.trim())}</code>`));
  out = escapeHtml(out);
  // Links: [text](href) or [text](href "title"); the text may hold emphasis, not other links.
  out = out.replace(/\[([^\]]+)\]\(([^)\s]+)(?:\s+&quot;([^&]*)&quot;)?\)/g, (_m, label: string, href: string, title?: string) => {
    const safe = safeHref(unescapeHtml(href));
    if (!safe) return label;
    const titleAttr = title ? ` title="${title}"` : '';
    const external = /^https?:/i.test(safe) ? ' rel="noopener noreferrer"' : '';
    return keep(`<a href="${escapeHtml(safe)}"${titleAttr}${external}>${emphasis(label)}</a>`);
  });
  out = emphasis(out).replace(/ {2,}\n/g, '<br>\n');
  const restore = new RegExp(`${PLACEHOLDER}(\\d+)${PLACEHOLDER}`, 'g');
  // A link label may itself hold a code span: restore until no placeholder is left.
  while (restore.test(out)) out = out.replace(restore, (_m, i: string) => stash[Number(i)]);
  return out;
}

function unescapeHtml(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39);/g, (m) => Object.entries(ESCAPES).find(([, e]) => e === m)![0]);
}

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const FENCE = /^\s*(```|~~~)\s*([\w+-]*)\s*$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*(\d{1,9})[.)]\s+(.*)$/;
const RULE = /^\s*([-*_])(\s*\1){2,}\s*$/;
const QUOTE = /^\s*>\s?(.*)$/;

/** Renders markdown to HTML that is safe to insert into a page as it is. */
export function renderMarkdown(markdown: string): string {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const html: string[] = [];
  let i = 0;
  const isBlank = (line: string) => line.trim() === '';
  const startsBlock = (line: string) => HEADING.test(line) || FENCE.test(line) || BULLET.test(line) || NUMBERED.test(line) || RULE.test(line) || QUOTE.test(line);

  while (i < lines.length) {
    const line = lines[i];
    if (isBlank(line)) {
      i++;
      continue;
    }
    const fence = FENCE.exec(line);
    if (fence) {
      const body: string[] = [];
      i++;
      while (i < lines.length && !(lines[i].trim().startsWith(fence[1]) && lines[i].trim().replaceAll(fence[1][0], '') === '')) body.push(lines[i++]);
      i++; // the closing fence (or the end)
      const lang = fence[2] ? ` class="language-${escapeHtml(fence[2])}"` : '';
      html.push(`<pre><code${lang}>${escapeHtml(body.join('\n'))}</code></pre>`);
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      const level = heading[1].length;
      html.push(`<h${level} id="${escapeHtml(slug(heading[2]))}">${renderInline(heading[2])}</h${level}>`);
      i++;
      continue;
    }
    if (RULE.test(line)) {
      html.push('<hr>');
      i++;
      continue;
    }
    if (QUOTE.test(line)) {
      const body: string[] = [];
      while (i < lines.length && QUOTE.test(lines[i])) body.push(QUOTE.exec(lines[i++])![1]);
      html.push(`<blockquote>${renderMarkdown(body.join('\n'))}</blockquote>`);
      continue;
    }
    if (BULLET.test(line) || NUMBERED.test(line)) {
      const ordered = NUMBERED.test(line);
      const pattern = ordered ? NUMBERED : BULLET;
      const items: string[] = [];
      const first = ordered ? Number(NUMBERED.exec(line)![1]) : 1;
      while (i < lines.length && pattern.test(lines[i])) {
        const match = pattern.exec(lines[i++])!;
        let item = ordered ? match[2] : match[1];
        // Continuation lines: indented text that is not a new item.
        while (i < lines.length && /^\s{2,}\S/.test(lines[i]) && !pattern.test(lines[i])) item += `\n${lines[i++].trim()}`;
        items.push(`<li>${renderInline(item)}</li>`);
      }
      const tag = ordered ? 'ol' : 'ul';
      const start = ordered && first !== 1 ? ` start="${first}"` : '';
      html.push(`<${tag}${start}>${items.join('')}</${tag}>`);
      continue;
    }
    const paragraph: string[] = [];
    while (i < lines.length && !isBlank(lines[i]) && (paragraph.length === 0 || !startsBlock(lines[i]))) paragraph.push(lines[i++]);
    html.push(`<p>${renderInline(paragraph.join('\n'))}</p>`);
  }
  return html.join('\n');
}
