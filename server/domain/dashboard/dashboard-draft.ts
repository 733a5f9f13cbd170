import type { Dashboard } from '../../platform/types/dashboard.ts';

/**
 * A dashboard being edited: the versions made so far, the first as it was read from the platform, the last the
 * current one. Undo drops the last; Save posts the last; Discard forgets them all.
 */
export interface DashboardDraft {
  dashboardId: string;
  versions: Dashboard[];
}

/** How many versions a draft keeps besides the one it started from (older changes are merged into later ones). */
export const UNDO_DEPTH = 20;
