import type { FastifyRequest } from 'fastify';
import type { Dashboard } from '../../platform/types/dashboard.ts';
import { dashboardsApi } from '../../platform/api/dashboards.ts';
import { beginDashboardDraft, dashboardDraftOf, pushDashboardVersion } from '../../session/editor-drafts.ts';
import { normalizeConfiguration } from './edit-config.ts';
import type { Json } from '../json-read.ts';

export interface DraftView {
  /** The current version, its configuration in the editor's shape. */
  dashboard: Dashboard;
  config: Json;
  /** Changes that Undo can take back (0: the draft is the dashboard as read). */
  changes: number;
}

/** Only tenant administrators edit dashboards (upstream shows customer users and public viewers no edit button). */
export function mayEditDashboards(request: FastifyRequest): boolean {
  return request.session.user?.authority === 'TENANT_ADMIN';
}

/** The dashboard's draft, begun from the platform's copy when none is under way. */
export async function draftOf(request: FastifyRequest, dashboardId: string): Promise<DraftView> {
  let draft = dashboardDraftOf(request.session, dashboardId);
  if (!draft) {
    const read = await dashboardsApi.getDashboard(request.platform, dashboardId);
    draft = beginDashboardDraft(request.session, { ...read, configuration: normalizeConfiguration(read.configuration) });
  }
  const dashboard = draft.versions[draft.versions.length - 1];
  return { dashboard, config: dashboard.configuration as Json, changes: draft.versions.length - 1 };
}

/** Keeps a changed version as the draft's current one. */
export function keepVersion(request: FastifyRequest, draft: DraftView, changes: { config?: Json; title?: string }): void {
  const dashboard: Dashboard = { ...draft.dashboard, title: changes.title ?? draft.dashboard.title, configuration: changes.config ?? draft.config };
  pushDashboardVersion(request.session, draft.dashboard.id.id, dashboard);
}
