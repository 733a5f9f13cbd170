import type { ReactNode } from 'react';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { drawDashboard } from '../render-dashboard.tsx';
import { styleHash } from '../dashboard-style.ts';
import { routeCrumbs } from '../../domain/route-crumbs.ts';
import { EditPage } from '../../../views/dashboard/edit/edit-page.tsx';
import type { RefusedPlacement } from '../../../views/dashboard/edit/position-forms.tsx';
import { draftOf, type DraftView } from './edit-draft.ts';
import { stateList } from './edit-config.ts';

export interface EditAnswer {
  /** The dialog of the address, drawn from the draft. */
  dialog?: (draft: DraftView, stateId: string) => ReactNode | Promise<ReactNode>;
  refused?: RefusedPlacement | null;
  status?: number;
}

/** The state asked for when the draft has it, else its root state. */
export function editedState(config: DraftView['config'], asked: unknown): string {
  const states = stateList(config);
  return states.find((s) => s.id === asked)?.id ?? (states.find((s) => s.root) ?? states[0]).id;
}

/** Answers the editor's page for the dashboard's draft in a state, with the address's dialog open. */
export async function answerEditPage(request: FastifyRequest<{ Params: { dashboardId: string } }>, reply: FastifyReply, askedState: unknown, answer: EditAnswer = {}) {
  const { dashboardId } = request.params;
  const draft = await draftOf(request, dashboardId);
  const stateId = editedState(draft.config, askedState);
  const path = `/dashboards/${dashboardId}/edit`;
  const drawn = await drawDashboard(request, draft.dashboard, { state: stateId }, { path, fullscreen: false, tiles: undefined, form: null });
  if (drawn.kind === 'redirect') return reply.redirectTo(drawn.location);
  const { model, context } = drawn;
  reply.styleHashes = [styleHash(model.stylesheet)];
  const view = request.view();
  const crumbs = routeCrumbs('dashboard', view, { params: request.params, label: () => draft.dashboard.title });
  const toolbar = { dashboardId, title: draft.dashboard.title, changes: draft.changes, stateId, states: stateList(draft.config) };
  const dialog = answer.dialog ? await answer.dialog(draft, stateId) : undefined;
  return reply.page(<EditPage model={model} context={{ ...context, editing: true }} crumbs={crumbs} toolbar={toolbar} refused={answer.refused ?? null} dialog={dialog} />, answer.status);
}
