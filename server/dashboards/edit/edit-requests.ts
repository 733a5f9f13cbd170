import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { Uuid } from '../../route-schemas.ts';
import { answerForbidden } from '../../plugins/forbidden.tsx';
import { mayEditDashboards } from './edit-draft.ts';

// What the editor's routes share: their schemas, who may edit, and the way back to the editor.

export const EditQuery = Type.Object({ state: Type.Optional(Type.String({ maxLength: 200 })), bundle: Type.Optional(Uuid) });
/** An editor form: its fields named by their JSON path, `state` the state being edited. */
export const EditBody = Type.Unsafe<Record<string, string>>(Type.Object({ state: Type.Optional(Type.String({ maxLength: 200 })) }, { additionalProperties: Type.String({ maxLength: 65536 }) }));
export type EditBody = Static<typeof EditBody>;
export const WidgetParams = Type.Object({ dashboardId: Uuid, widgetId: Type.String({ minLength: 1, maxLength: 100 }) });

export type EditRequest = FastifyRequest<{ Params: { dashboardId: string }; Body: EditBody }>;

/** Back to the editor in the state the form was posted from. */
export function backToEditor(request: EditRequest, reply: FastifyReply, stateId?: string) {
  const state = stateId ?? request.body?.state;
  const q = state ? `?${new URLSearchParams({ state }).toString()}` : '';
  return reply.redirectTo(`/dashboards/${request.params.dashboardId}/edit${q}`);
}

/** The editor is for tenant administrators; anyone else gets the forbidden page. */
export function editorOnly(request: FastifyRequest, reply: FastifyReply): boolean {
  if (mayEditDashboards(request)) return true;
  answerForbidden(request, reply);
  return false;
}
