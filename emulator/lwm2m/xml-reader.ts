/**
 * A minimal XML reader for LwM2M object model files: elements, attributes, text and the five predefined
 * entities. Declarations, comments, processing instructions and DOCTYPE are skipped; CDATA is kept as text.
 */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

export class XmlSyntaxError extends Error {}

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#\d+|\w+);/g, (whole, name: string) => {
    if (name.startsWith('#x')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name] ?? whole;
  });
}

const ATTRIBUTE = /([\w:.-]+)\s*=\s*("([^"]*)"|'([^']*)')/g;

function parseTag(inner: string): { name: string; attributes: Record<string, string> } {
  const name = /^[\w:.-]+/.exec(inner)?.[0];
  if (name === undefined) throw new XmlSyntaxError(`Bad tag <${inner}>`);
  const attributes: Record<string, string> = {};
  for (const match of inner.slice(name.length).matchAll(ATTRIBUTE)) attributes[match[1]] = decode(match[3] ?? match[4]);
  return { name, attributes };
}

/** Parses a document and returns its root element; malformed nesting throws XmlSyntaxError. */
export function parseXml(source: string): XmlElement {
  const root: XmlElement = { name: '#document', attributes: {}, children: [], text: '' };
  const open: XmlElement[] = [root];
  let at = 0;
  const skipPast = (end: string) => {
    const found = source.indexOf(end, at);
    if (found < 0) throw new XmlSyntaxError(`Unterminated markup at ${at}`);
    const from = at;
    at = found + end.length;
    return source.slice(from, found);
  };
  while (at < source.length) {
    const lt = source.indexOf('<', at);
    const current = open[open.length - 1];
    if (lt < 0 || lt > at) {
      current.text += decode(source.slice(at, lt < 0 ? source.length : lt));
      if (lt < 0) break;
      at = lt;
    }
    if (source.startsWith('<!--', at)) skipPast('-->');
    else if (source.startsWith('<![CDATA[', at)) {
      at += 9;
      current.text += skipPast(']]>');
    } else if (source.startsWith('<?', at) || source.startsWith('<!', at)) skipPast('>');
    else if (source.startsWith('</', at)) {
      at += 2;
      const name = skipPast('>').trim();
      if (open.length < 2 || current.name !== name) throw new XmlSyntaxError(`Unexpected </${name}>`);
      open.pop();
    } else {
      at += 1;
      const raw = skipPast('>');
      const selfClosing = raw.endsWith('/');
      const element: XmlElement = { ...parseTag((selfClosing ? raw.slice(0, -1) : raw).trim()), children: [], text: '' };
      current.children.push(element);
      if (!selfClosing) open.push(element);
    }
  }
  if (open.length !== 1) throw new XmlSyntaxError(`Unclosed <${open[open.length - 1].name}>`);
  const [top] = root.children;
  if (top === undefined || root.children.length !== 1) throw new XmlSyntaxError('A document needs exactly one root element');
  return top;
}

export function childrenNamed(element: XmlElement, name: string): XmlElement[] {
  return element.children.filter((child) => child.name === name);
}

/** The trimmed text of the first child with that name, or undefined. */
export function childText(element: XmlElement, name: string): string | undefined {
  return childrenNamed(element, name)[0]?.text.trim();
}
