// The rule for a node's name in the navigation tree's create and rename dialogs.

export const MAX_NAME_LENGTH = 255;

export type NameCheck = { ok: true; name: string } | { ok: false; key: string };

/** A name is required (not only spaces) and at most MAX_NAME_LENGTH characters; the answer is trimmed. */
export function checkNodeName(value: unknown): NameCheck {
  const name = typeof value === 'string' ? value.trim() : '';
  if (!name) return { ok: false, key: 'nav-tree.name-required' };
  if ([...name].length > MAX_NAME_LENGTH) return { ok: false, key: 'nav-tree.name-max-length' };
  return { ok: true, name };
}
