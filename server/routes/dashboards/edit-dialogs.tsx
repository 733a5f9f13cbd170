import { routePlugin } from '../../route-plugin.ts';
import { answerEditPage, editedState } from '../../dashboards/edit/render-edit.tsx';
import { draftOf, keepVersion } from '../../dashboards/edit/edit-draft.ts';
import { replaceWidget } from '../../dashboards/edit/edit-config.ts';
import { backToEditor, EditBody, EditQuery, editorOnly, WidgetParams, type EditRequest } from '../../dashboards/edit/edit-requests.ts';
import { readWidgetPost, storedInput, widgetDialogData } from '../../dashboards/edit/widget-dialog-data.ts';
import { WidgetDialog } from '../../../views/dashboard/edit/widget-dialog.tsx';
import { text } from '../../dashboards/json-read.ts';
import { dashboardStructureDialogs } from './edit-structure.tsx';
import { dashboardAliasDialogs } from './edit-aliases.tsx';

const notFound = () => Object.assign(new Error('no such widget'), { statusCode: 404 });

/** The editor's dialogs, each at its own address: edit widget (here), states, layouts and settings (edit-structure), aliases and filters (edit-aliases). */
export const dashboardEditDialogs = routePlugin('dashboard-edit-dialogs', async (app) => {
  app.get('/dashboards/:dashboardId/edit/widgets/:widgetId', { config: { routeId: 'dashboard' as const }, schema: { params: WidgetParams, querystring: EditQuery } }, async (request, reply) => {
    if (!editorOnly(request, reply)) return reply;
    const { widgetId } = request.params;
    const draft = await draftOf(request, request.params.dashboardId);
    const data = await widgetDialogData(request, draft, widgetId);
    if (!data) throw notFound();
    return answerEditPage(request, reply, request.query.state, {
      dialog: (_d, stateId) => <WidgetDialog dashboardId={request.params.dashboardId} stateId={stateId} widgetId={widgetId} title={text(data.widget.title) || widgetId} general={data.general} settings={data.settings} input={storedInput(data, widgetId)} errors={{}} keys={data.keys} />,
    });
  });

  app.post('/dashboards/:dashboardId/edit/widgets/:widgetId', { config: { routeId: 'dashboard' as const }, schema: { params: WidgetParams, body: EditBody } }, async (request, reply) => {
    if (!editorOnly(request, reply)) return reply;
    const { widgetId } = request.params;
    const draft = await draftOf(request, request.params.dashboardId);
    const data = await widgetDialogData(request, draft, widgetId);
    if (!data) throw notFound();
    const post = readWidgetPost(data, widgetId, request.body);
    if (post.kind === 'read') {
      keepVersion(request, draft, { config: replaceWidget(draft.config, widgetId, post.widget) });
      return backToEditor(request as unknown as EditRequest, reply, editedState(draft.config, request.body.state));
    }
    const errors = post.kind === 'refused' ? post.errors : {};
    return answerEditPage(request, reply, request.body.state, {
      status: post.kind === 'refused' ? 400 : 200,
      dialog: (_d, stateId) => <WidgetDialog dashboardId={request.params.dashboardId} stateId={stateId} widgetId={widgetId} title={text(data.widget.title) || widgetId} general={data.general} settings={data.settings} input={post.input} errors={errors} keys={data.keys} />,
    });
  });

  await app.register(dashboardStructureDialogs);
  await app.register(dashboardAliasDialogs);
});
