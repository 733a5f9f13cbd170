/** A version-control branch as the platform lists it (`GET /api/entities/vc/branches`). */
export interface Branch {
  name: string;
  default: boolean;
}

/** The branches whose names start with the text, ignoring case; all of them for no text (widgets spec §5). */
export function matchingBranches(branches: readonly Branch[], text: string): Branch[] {
  const prefix = text.trim().toLowerCase();
  return branches.filter((b) => b.name.toLowerCase().startsWith(prefix));
}

/** The branch marked default, else the first one. */
export function defaultBranch(branches: readonly Branch[]): string | undefined {
  return (branches.find((b) => b.default) ?? branches[0])?.name;
}

/**
 * `select`: only an existing branch may be chosen (the versions table); `free`: a typed name is a new branch
 * (creating a version).
 */
export type BranchMode = 'select' | 'free';

export type BranchChoice = { ok: true; value: string } | { ok: false; key: 'version-control.branch-required' };

/**
 * The branch a posted text chooses. In selection mode an unmatched text reverts (as on closing the list or leaving
 * the field): to the branch it names ignoring case, else to the one chosen before, else to the default. Outside
 * selection mode a non-empty name is taken as it is. Empty with nothing to revert to: 'version-control.branch-required'.
 */
export function chooseBranch(branches: readonly Branch[], text: string, mode: BranchMode, previous?: string): BranchChoice {
  const name = text.trim();
  const names = branches.map((b) => b.name);
  if (mode === 'free') return name ? { ok: true, value: name } : { ok: false, key: 'version-control.branch-required' };
  if (names.includes(name)) return { ok: true, value: name };
  const matching = names.find((n) => n.toLowerCase() === name.toLowerCase());
  const reverted = matching ?? (previous !== undefined && names.includes(previous) ? previous : defaultBranch(branches));
  return reverted === undefined ? { ok: false, key: 'version-control.branch-required' } : { ok: true, value: reverted };
}
