/**
 * The rules of an entity key list (spec: entity key list; separator keys Enter, comma, semicolon): a key is trimmed,
 * ignored when empty, and kept once. The server reads a posted list by them and the chip list's browser behaviour
 * (islands/behaviours/chip-list.ts) adds chips by them, so both keep the same keys.
 */

/** The characters that end a key as it is typed (Enter ends one too). */
export const KEY_SEPARATORS = [',', ';'] as const;

/** The keys in typed text: split at the separators, trimmed, empty ones dropped. */
export function splitKeys(text: string): string[] {
  return text
    .split(/[,;]/)
    .map((k) => k.trim())
    .filter((k) => k !== '');
}

/** Keys kept and keys typed as one list: trimmed, empty ones dropped, each once, in the order first seen. */
export function keyList(kept: readonly string[], added: string): string[] {
  return [...new Set([...kept.map((k) => k.trim()).filter((k) => k !== ''), ...splitKeys(added)])];
}

/** The keys typed text adds to a list: those it does not hold yet, each once. */
export function newKeys(held: readonly string[], typed: string): string[] {
  const have = new Set(held);
  return splitKeys(typed).filter((k) => !have.has(k) && (have.add(k), true));
}
