import type { FastifyRequest } from 'fastify';
import { UNDO_DEPTH, type DashboardDraft } from '../domain/dashboard/dashboard-draft.ts';
import type { ChainDraft } from '../domain/rule-chain-draft.ts';
import type { Dashboard } from '../platform/types/dashboard.ts';

// The editors' unsaved work in the session: dashboards and rule chains, each kept by its id, a few at most.

type ConsoleSession = FastifyRequest['session'];

/** The most dashboards, and the most rule chains, a session keeps unsaved changes of; one more drops the oldest. */
const MAX_DRAFTS = 3;

/** `drafts` with `draft` under `id` as the most recently changed (the last), the oldest dropped past MAX_DRAFTS. */
function withNewest<D>(drafts: Record<string, D> | undefined, id: string, draft: D): Record<string, D> {
  const others = Object.entries(drafts ?? {}).filter(([other]) => other !== id);
  return Object.fromEntries([...others.slice(-(MAX_DRAFTS - 1)), [id, draft]]);
}

/** `drafts` without the one under `id`. */
function without<D>(drafts: Record<string, D>, id: string): Record<string, D> {
  const { [id]: _ended, ...rest } = drafts;
  return rest;
}

function keepDashboardDraft(session: ConsoleSession, draft: DashboardDraft): void {
  session.dashboardDrafts = withNewest(session.dashboardDrafts, draft.dashboardId, draft);
}

/** The dashboard's draft, begun from `read` unless one for it is under way (the other dashboards' drafts are kept). */
export function beginDashboardDraft(session: ConsoleSession, read: Dashboard): DashboardDraft {
  const under = dashboardDraftOf(session, read.id.id);
  if (under) return under;
  const draft = { dashboardId: read.id.id, versions: [read] };
  keepDashboardDraft(session, draft);
  return draft;
}

/** The draft of this dashboard, if one is under way. */
export function dashboardDraftOf(session: ConsoleSession, dashboardId: string): DashboardDraft | undefined {
  return session.dashboardDrafts?.[dashboardId];
}

/** A new current version of the draft; past the undo depth the oldest change after the start is merged away. */
export function pushDashboardVersion(session: ConsoleSession, dashboardId: string, version: Dashboard): void {
  const draft = dashboardDraftOf(session, dashboardId);
  if (!draft) return;
  const versions = [...draft.versions, version];
  if (versions.length > UNDO_DEPTH + 1) versions.splice(1, 1);
  keepDashboardDraft(session, { dashboardId, versions });
}

/** Drops the draft's last change; false when there was none. */
export function undoDashboardVersion(session: ConsoleSession, dashboardId: string): boolean {
  const draft = dashboardDraftOf(session, dashboardId);
  if (!draft || draft.versions.length < 2) return false;
  keepDashboardDraft(session, { dashboardId, versions: draft.versions.slice(0, -1) });
  return true;
}

/** The dashboard's draft is saved or discarded: it leaves the session. */
export function endDashboardDraft(session: ConsoleSession, dashboardId: string): void {
  if (session.dashboardDrafts?.[dashboardId]) session.dashboardDrafts = without(session.dashboardDrafts, dashboardId);
}

/** Keeps `draft` as its chain's, the most recently changed. */
export function keepChainDraft(session: ConsoleSession, draft: ChainDraft): void {
  session.ruleChainDrafts = withNewest(session.ruleChainDrafts, draft.chainId, draft);
}

export function chainDraftOf(session: ConsoleSession, chainId: string): ChainDraft | undefined {
  return session.ruleChainDrafts?.[chainId];
}

export function endChainDraft(session: ConsoleSession, chainId: string): void {
  if (session.ruleChainDrafts?.[chainId]) session.ruleChainDrafts = without(session.ruleChainDrafts, chainId);
}

/** What the edit-widget dialog's form held when one of its picker dialogs was opened. */
export interface WidgetDialogInput {
  dashboardId: string;
  widgetId: string;
  input: Record<string, string>;
}

/** Keeps the edit-widget dialog's input while a picker dialog is open (one dialog at a time: the last one opened). */
export function keepWidgetDialogInput(session: ConsoleSession, kept: WidgetDialogInput): void {
  session.widgetDialogInput = kept;
}

/** The kept input of this widget's dialog, if any. */
export function widgetDialogInputOf(session: ConsoleSession, dashboardId: string, widgetId: string): Record<string, string> | undefined {
  const kept = session.widgetDialogInput;
  return kept && kept.dashboardId === dashboardId && kept.widgetId === widgetId ? kept.input : undefined;
}

/** The edit-widget dialog was applied: its kept input is no longer needed. */
export function dropWidgetDialogInput(session: ConsoleSession): void {
  if (session.widgetDialogInput) session.widgetDialogInput = undefined;
}
