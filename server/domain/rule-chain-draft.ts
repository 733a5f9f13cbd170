import type { RuleChainMetaData } from '../platform/types/rule-chain.ts';

/** How many earlier states Undo can go back to (each is a whole metadata: the session stays bounded). */
export const UNDO_DEPTH = 20;

/**
 * A rule chain's metadata as the editor changed it and has not saved yet, with the states before each change (the
 * last is the most recent). It lives in the session until Save or Discard.
 */
export interface ChainDraft {
  chainId: string;
  metadata: RuleChainMetaData;
  undo: RuleChainMetaData[];
  /** The saved chain's state fell off the undo list: undoing everything still leaves something to save. */
  trimmed?: boolean;
}

/** The draft after one more change: the state before it goes on the undo list. */
export function changed(chainId: string, before: ChainDraft | undefined, current: RuleChainMetaData, next: RuleChainMetaData): ChainDraft {
  const undo = [...(before?.undo ?? []), current];
  const trimmed = before?.trimmed === true || undo.length > UNDO_DEPTH;
  return { chainId, metadata: next, undo: undo.slice(-UNDO_DEPTH), ...(trimmed ? { trimmed } : {}) };
}

/** The draft one change back (the same when nothing is left to undo); undefined when that is the saved chain again. */
export function undone(draft: ChainDraft): ChainDraft | undefined {
  const previous = draft.undo.at(-1);
  if (!previous) return draft;
  if (draft.undo.length === 1 && !draft.trimmed) return undefined;
  return { ...draft, metadata: previous, undo: draft.undo.slice(0, -1) };
}

/** The draft key of a list's imported chain, which has no id until it is saved. */
export function importDraftKey(type: string): string {
  return `import-${type}`;
}
