import { firstString } from '../form-rows.ts';
import { splitKeys } from '../key-list.ts';

/**
 * The rules of the multi-select type pickers (widgets spec §4, §5: multi-select entity sub-type and entity type):
 * values are chips, each once; a value is added by choosing a suggestion or by typed text ended with Enter, comma or
 * semicolon (trimmed, empty pieces ignored); removing the last chip leaves no value (null). The form posts the chips
 * under the field's own name, the typed text under `<name>.text` and the button pressed under `<name>.action`.
 */

/** A sub-type's maximum length (spec §5). */
export const SUBTYPE_MAX_LENGTH = 255;

/** The body members of a type chip list besides its chips. */
export const chipParts = (name: string) => ({ text: `${name}.text`, action: `${name}.action` });

/** The buttons of a type chip list: add the typed text, narrow the suggestions, choose one, remove a chip. */
export type ChipAction = { op: 'add' } | { op: 'search' } | { op: 'pick'; value: string } | { op: 'remove'; value: string } | { op: 'none' };

/** A button's value as the markup writes it (`pick:<value>`, `remove:<value>`, `add`, `search`). */
export const actionValue = (action: Exclude<ChipAction, { op: 'none' }>): string => ('value' in action ? `${action.op}:${action.value}` : action.op);

export function parseAction(posted: string): ChipAction {
  const at = posted.indexOf(':');
  const op = at < 0 ? posted : posted.slice(0, at);
  if (op === 'add' || op === 'search') return { op };
  if ((op === 'pick' || op === 'remove') && at >= 0) return { op, value: posted.slice(at + 1) };
  return { op: 'none' };
}

/** The chips as posted: strings trimmed, empty ones dropped, each once in the order first seen. */
export function heldValues(posted: unknown): string[] {
  const all = Array.isArray(posted) ? posted : [posted];
  return [...new Set(all.filter((v): v is string => typeof v === 'string').map((v) => v.trim()).filter((v) => v !== ''))];
}

/** The chips with more values: those held already are ignored. */
export function addValues(held: readonly string[], added: readonly string[]): string[] {
  return [...new Set([...held, ...added])];
}

/** The chips without one value; none left is no value at all. */
export function removeValue(held: readonly string[], value: string): string[] | null {
  const left = held.filter((v) => v !== value);
  return left.length > 0 ? left : null;
}

/** The values typed text ends as chips: split at comma and semicolon (Enter ends the last), trimmed, empty ignored. */
export const typedValues = (text: string): string[] => splitKeys(text);

/** Sub-type suggestions: case-insensitive prefix of the typed text (spec §5 matching). */
export function prefixMatches(options: readonly string[], text: string): string[] {
  const typed = text.trim().toLowerCase();
  return options.filter((o) => o.toLowerCase().startsWith(typed));
}

/** Entity type suggestions: case-insensitive substring of their names (spec §5 matching). */
export function substringMatches<T extends { label: string }>(options: readonly T[], text: string): T[] {
  const typed = text.trim().toLowerCase();
  return options.filter((o) => o.label.toLowerCase().includes(typed));
}

/** A chip list as posted, after its button: the chips (null for none), the text left in the field, its problem. */
export interface ChipListRead {
  values: string[] | null;
  text: string;
  /** What was wrong with the typed text: a translation key (a piece longer than allowed, or no such type). */
  problem?: 'too-long' | 'unknown';
  /** A button of the list was pressed: the form comes back edited, nothing saved. */
  edited: boolean;
}

interface ReadOptions {
  /** Turns typed pieces into values: the value, or undefined when the piece names nothing allowed. */
  accept(piece: string): string | undefined;
  /** The longest piece taken. */
  maxLength?: number;
  /** Keeps only the chips still allowed (an entity type list whose allowed types changed). */
  keep?(value: string): boolean;
}

/**
 * A chip list from the posted body. Without a button of its own (the form's Save) typed text still counts, as Enter
 * would have added it. A refused piece keeps the whole text in the field, nothing of it added.
 */
export function readChipList(body: Record<string, unknown>, name: string, options: ReadOptions): ChipListRead {
  const parts = chipParts(name);
  const held = heldValues(body[name]).filter((v) => options.keep?.(v) ?? true);
  const text = firstString(body[parts.text]);
  const action = parseAction(firstString(body[parts.action]));
  const list = (values: readonly string[]) => (values.length > 0 ? [...values] : null);
  const edited = action.op !== 'none';
  switch (action.op) {
    case 'remove':
      return { values: removeValue(held, action.value), text, edited };
    case 'pick': {
      const value = options.accept(action.value);
      return value === undefined ? { values: list(held), text, edited } : { values: addValues(held, [value]), text: '', edited };
    }
    case 'search':
      return { values: list(held), text, edited };
    case 'add':
    case 'none': {
      const pieces = typedValues(text);
      if (options.maxLength !== undefined && pieces.some((p) => p.length > options.maxLength!)) return { values: list(held), text, problem: 'too-long', edited };
      const accepted = pieces.map((p) => options.accept(p));
      if (accepted.some((v) => v === undefined)) return { values: list(held), text, problem: 'unknown', edited };
      return { values: list(addValues(held, accepted as string[])), text: '', edited };
    }
  }
}
