import type { RuleChain, RuleChainMetaData } from '../platform/types/rule-chain.ts';

/** What the editor's settings dialog changes of the chain itself, saved with it. */
export type ChainSettings = Pick<RuleChain, 'name' | 'debugMode' | 'additionalInfo'>;

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
  /** The chain's name, debug mode and description as the settings dialog set them (Undo leaves them). */
  settings?: ChainSettings;
}

/** The draft after one more change: the state before it goes on the undo list. */
export function changed(chainId: string, before: ChainDraft | undefined, current: RuleChainMetaData, next: RuleChainMetaData): ChainDraft {
  const undo = [...(before?.undo ?? []), current];
  const trimmed = before?.trimmed === true || undo.length > UNDO_DEPTH;
  return { chainId, metadata: next, undo: undo.slice(-UNDO_DEPTH), ...(trimmed ? { trimmed } : {}), ...(before?.settings ? { settings: before.settings } : {}) };
}

/** The draft with the chain's own settings changed (the graph as it is). */
export function withSettings(chainId: string, before: ChainDraft | undefined, current: RuleChainMetaData, settings: ChainSettings): ChainDraft {
  return { ...(before ?? { chainId, metadata: current, undo: [] }), settings };
}

/** The draft one change back (the same when nothing is left to undo); undefined when that is the saved chain again. */
export function undone(draft: ChainDraft): ChainDraft | undefined {
  const previous = draft.undo.at(-1);
  if (!previous) return draft;
  if (draft.undo.length === 1 && !draft.trimmed) return draft.settings ? { ...draft, metadata: previous, undo: [] } : undefined;
  return { ...draft, metadata: previous, undo: draft.undo.slice(0, -1) };
}

/** The draft key of a list's imported chain, which has no id until it is saved. */
export function importDraftKey(type: string): string {
  return `import-${type}`;
}
