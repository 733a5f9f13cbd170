// The tree's typeahead (WAI-ARIA tree pattern): the characters typed in a row form one prefix, started afresh after
// half a second without typing. Times are the key events' own time stamps, so no timer runs between keys.

export const TYPEAHEAD_RESET_MS = 500;

export interface Typed {
  text: string;
  at: number;
}

/** The prefix after one more character typed at `time`. */
export function typeOn(typed: Typed | undefined, char: string, time: number): Typed {
  const fresh = !typed || time - typed.at > TYPEAHEAD_RESET_MS;
  return { text: (fresh ? '' : typed.text) + char.toLocaleLowerCase(), at: time };
}

/** A typeahead in progress: a space typed now is part of the name, not a selection. */
export function typing(typed: Typed | undefined, time: number): boolean {
  return typed !== undefined && time - typed.at <= TYPEAHEAD_RESET_MS;
}

/**
 * The index of the name the prefix moves to from `at`, or -1. One character (or the same one again) moves on to the
 * next name starting with it; a longer prefix may stay on the current name while it still fits.
 */
export function typeaheadTarget(names: readonly string[], at: number, text: string): number {
  const repeated = [...text].every((c) => c === text[0]);
  const prefix = repeated ? text[0] : text;
  const start = repeated ? at + 1 : at;
  for (let i = 0; i < names.length; i++) {
    const index = (start + i + names.length) % names.length;
    if (names[index].toLocaleLowerCase().startsWith(prefix)) return index;
  }
  return -1;
}
