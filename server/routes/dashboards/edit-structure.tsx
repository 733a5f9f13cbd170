import type { FastifyRequest } from 'fastify';
import { routePlugin } from '../../route-plugin.ts';
import { DashboardParams } from '../../route-schemas.ts';
import { answerEditPage, editedState } from '../../dashboards/edit/render-edit.tsx';
import { draftOf, keepVersion, type DraftView } from '../../dashboards/edit/edit-draft.ts';
import { hasLayout, setGridSettings, setRightLayout, setSettings, stateList, type LayoutId } from '../../dashboards/edit/edit-config.ts';
import { backToEditor, EditBody, EditQuery, editorOnly } from '../../dashboards/edit/edit-requests.ts';
import { gridPart, partsInput, readParts, settingsParts, type SchemaPart } from '../../dashboards/edit/structure-forms.ts';
import { readStatesPost } from '../../dashboards/edit/read-states.ts';
import { record, type Json } from '../../dashboards/json-read.ts';
import { StatesDialog, type StatesDialogProps } from '../../../views/dashboard/edit/states-dialog.tsx';
import { SchemaDialog } from '../../../views/dashboard/edit/schema-dialog.tsx';
import type { FieldProblem } from '../../domain/schema-form/schema-types.ts';

const LAYOUTS: LayoutId[] = ['main', 'right'];

function layoutParts(request: FastifyRequest, draft: DraftView, stateId: string): { layout: LayoutId; part: SchemaPart }[] {
  const { t } = request.view();
  const layouts = record(record(record(draft.config.states)[stateId]).layouts);
  return LAYOUTS.filter((l) => hasLayout(draft.config, stateId, l)).map((l) => ({
    layout: l,
    part: gridPart(t, `configuration.states.${stateId}.layouts.${l}.gridSettings`, record(layouts[l]).gridSettings, t(l === 'right' ? 'dashboard-edit.layout-right' : 'dashboard-edit.layout-main')),
  }));
}

/** The editor's states, layouts and dashboard settings dialogs, each at its own address under `/edit`. */
export const dashboardStructureDialogs = routePlugin('dashboard-edit-structure', async (app) => {
  const page = { config: { routeId: 'dashboard' as const }, schema: { params: DashboardParams, querystring: EditQuery } };
  const form = { config: { routeId: 'dashboard' as const }, schema: { params: DashboardParams, body: EditBody } };

  const statesDialog = (dashboardId: string, refused: StatesDialogProps['refused']) => (draft: DraftView, stateId: string) => (
    <StatesDialog dashboardId={dashboardId} stateId={stateId} states={stateList(draft.config)} refused={refused} />
  );

  app.get('/dashboards/:dashboardId/edit/states', page, async (request, reply) => {
    if (!editorOnly(request, reply)) return reply;
    return answerEditPage(request, reply, request.query.state, { dialog: statesDialog(request.params.dashboardId, null) });
  });

  app.post('/dashboards/:dashboardId/edit/states', form, async (request, reply) => {
    if (!editorOnly(request, reply)) return reply;
    const draft = await draftOf(request, request.params.dashboardId);
    const post = readStatesPost(request.view().t, draft.config, request.body);
    if (!post) throw Object.assign(new Error('no such state change'), { statusCode: 400 });
    if (post.kind === 'refused') return answerEditPage(request, reply, request.body.state, { status: 400, dialog: statesDialog(request.params.dashboardId, post) });
    keepVersion(request, draft, { config: post.config });
    const state = editedState(post.config, request.body.state);
    return reply.redirectTo(`/dashboards/${request.params.dashboardId}/edit/states?${new URLSearchParams({ state })}`);
  });

  const layoutsDialog = (request: FastifyRequest, dashboardId: string, answer?: { input: Record<string, string>; errors: Record<string, FieldProblem> }) => (draft: DraftView, stateId: string) => {
    const { t } = request.view();
    const parts = layoutParts(request, draft, stateId).map((p) => p.part);
    const right = hasLayout(draft.config, stateId, 'right');
    return (
      <SchemaDialog id="edit-layouts" title={t('dashboard-edit.layouts')} action={`/dashboards/${dashboardId}/edit/layouts`} back={`/dashboards/${dashboardId}/edit?${new URLSearchParams({ state: stateId })}`} stateId={stateId} sections={parts} input={answer?.input ?? partsInput(parts)} errors={answer?.errors ?? {}}>
        <div className="form-field">
          <label className="check-field">
            <input type="checkbox" name={`configuration.states.${stateId}.layouts.right`} value="true" defaultChecked={answer ? answer.input[`configuration.states.${stateId}.layouts.right`] === 'true' : right} />
            <span>{t('dashboard-edit.right-layout')}</span>
          </label>
        </div>
      </SchemaDialog>
    );
  };

  app.get('/dashboards/:dashboardId/edit/layouts', page, async (request, reply) => {
    if (!editorOnly(request, reply)) return reply;
    return answerEditPage(request, reply, request.query.state, { dialog: layoutsDialog(request, request.params.dashboardId) });
  });

  app.post('/dashboards/:dashboardId/edit/layouts', form, async (request, reply) => {
    if (!editorOnly(request, reply)) return reply;
    const draft = await draftOf(request, request.params.dashboardId);
    const stateId = editedState(draft.config, request.body.state);
    const parts = layoutParts(request, draft, stateId);
    const post = readParts(parts.map((p) => p.part), request.body);
    if (post.kind === 'again') {
      const input = { ...post.input, [`configuration.states.${stateId}.layouts.right`]: request.body[`configuration.states.${stateId}.layouts.right`] ?? '' };
      return answerEditPage(request, reply, stateId, { status: post.status, dialog: layoutsDialog(request, request.params.dashboardId, { input, errors: post.errors }) });
    }
    let config: Json = draft.config;
    parts.forEach((p, i) => {
      config = setGridSettings(config, stateId, p.layout, post.models[i]);
    });
    config = setRightLayout(config, stateId, request.body[`configuration.states.${stateId}.layouts.right`] === 'true');
    keepVersion(request, draft, { config });
    return backToEditor(request, reply, stateId);
  });

  const settingsDialog = (request: FastifyRequest, dashboardId: string, answer?: { input: Record<string, string>; errors: Record<string, FieldProblem> }) => (draft: DraftView, stateId: string) => {
    const { t } = request.view();
    const parts = settingsParts(t, draft.dashboard.title, draft.config.settings);
    return (
      <SchemaDialog id="edit-settings" title={t('dashboard-edit.settings')} action={`/dashboards/${dashboardId}/edit/settings`} back={`/dashboards/${dashboardId}/edit?${new URLSearchParams({ state: stateId })}`} stateId={stateId} sections={parts} input={answer?.input ?? partsInput(parts)} errors={answer?.errors ?? {}} />
    );
  };

  app.get('/dashboards/:dashboardId/edit/settings', page, async (request, reply) => {
    if (!editorOnly(request, reply)) return reply;
    return answerEditPage(request, reply, request.query.state, { dialog: settingsDialog(request, request.params.dashboardId) });
  });

  app.post('/dashboards/:dashboardId/edit/settings', form, async (request, reply) => {
    if (!editorOnly(request, reply)) return reply;
    const draft = await draftOf(request, request.params.dashboardId);
    const parts = settingsParts(request.view().t, draft.dashboard.title, draft.config.settings);
    const post = readParts(parts, request.body);
    if (post.kind === 'again') return answerEditPage(request, reply, request.body.state, { status: post.status, dialog: settingsDialog(request, request.params.dashboardId, { input: post.input, errors: post.errors }) });
    const [titled, settings] = post.models;
    const changes: Json = Object.fromEntries(Object.keys(parts[1].stored).map((k) => [k, settings[k] ?? null]));
    keepVersion(request, draft, { title: String(titled.title), config: setSettings(draft.config, { ...changes, ...settings }) });
    return backToEditor(request, reply);
  });
});
