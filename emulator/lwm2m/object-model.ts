import { XMLParser, XMLValidator } from 'fast-xml-parser';

/** What the console needs of an OMA LwM2M object definition (`<LWM2M><Object>...`). */
export interface ObjectModel {
  id: number;
  name: string;
  version: string;
  multiple: boolean;
  mandatory: boolean;
  resources: Array<{ id: number; name: string; readable: boolean }>;
}

const INTEGER = /^\d+$/;

// Every element becomes a list (one shape for one or many); values stay text; attributes are `@name`.
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (_name, _path, _isLeaf, isAttribute) => !isAttribute,
});

type XmlNode = Record<string, unknown>;

function childrenNamed(node: unknown, name: string): unknown[] {
  const children = typeof node === 'object' && node !== null ? (node as XmlNode)[name] : undefined;
  return Array.isArray(children) ? children : [];
}

/** The trimmed text of the first child with that name, or undefined. */
function childText(node: unknown, name: string): string | undefined {
  const [child] = childrenNamed(node, name);
  if (typeof child === 'string') return child.trim();
  if (typeof child === 'object' && child !== null) return String((child as XmlNode)['#text'] ?? '').trim();
  return undefined;
}

/** The first object of a model file, or null when the file holds none or is not a model. */
export function readObjectModel(xml: string): ObjectModel | null {
  if (XMLValidator.validate(xml) !== true) return null;
  const [root] = childrenNamed(parser.parse(xml), 'LWM2M');
  const [object] = childrenNamed(root, 'Object');
  if (object === undefined) return null;
  const id = childText(object, 'ObjectID') ?? '';
  if (!INTEGER.test(id)) return null;
  const resources = childrenNamed(object, 'Resources').flatMap((list) => childrenNamed(list, 'Item'))
    .map((item) => ({ item, id: String((item as XmlNode)['@ID'] ?? '') }))
    .filter(({ id }) => INTEGER.test(id))
    .map(({ item, id }) => ({
      id: Number(id),
      name: childText(item, 'Name') ?? '',
      // R and RW resources can be read (and so observed); E-only or W-only ones cannot.
      readable: (childText(item, 'Operations') ?? '').toUpperCase().includes('R'),
    }))
    .sort((a, b) => a.id - b.id);
  return {
    id: Number(id),
    name: childText(object, 'Name') ?? '',
    version: childText(object, 'ObjectVersion') || '1.0',
    multiple: childText(object, 'MultipleInstances') === 'Multiple',
    mandatory: childText(object, 'Mandatory') === 'Mandatory',
    resources,
  };
}
