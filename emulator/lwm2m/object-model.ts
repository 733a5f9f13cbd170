import { childText, childrenNamed, parseXml } from './xml-reader.ts';

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

/** The first object of a model file, or null when the file holds none or is not a model. */
export function readObjectModel(xml: string): ObjectModel | null {
  let root;
  try {
    root = parseXml(xml);
  } catch {
    return null;
  }
  const object = childrenNamed(root, 'Object')[0];
  if (root.name !== 'LWM2M' || object === undefined) return null;
  const id = childText(object, 'ObjectID') ?? '';
  if (!INTEGER.test(id)) return null;
  const resources = childrenNamed(object, 'Resources').flatMap((list) => childrenNamed(list, 'Item'))
    .filter((item) => INTEGER.test(item.attributes.ID ?? ''))
    .map((item) => ({
      id: Number(item.attributes.ID),
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
