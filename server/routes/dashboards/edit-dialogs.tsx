import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { routePlugin } from '../../route-plugin.ts';
import { answerEditPage, editedState } from '../../dashboards/edit/render-edit.tsx';
import { draftOf, keepVersion } from '../../dashboards/edit/edit-draft.ts';
import { replaceWidget } from '../../dashboards/edit/edit-config.ts';
import { backToEditor, EditBody, EditQuery, editorOnly, WidgetParams, type EditRequest } from '../../dashboards/edit/edit-requests.ts';
import { postedInput, readWidgetPost, storedInput, widgetDialogData } from '../../dashboards/edit/widget-dialog-data.ts';
import { WidgetDialog } from '../../../views/dashboard/edit/widget-dialog.tsx';
import { WidgetPickerDialog } from '../../../views/dashboard/edit/widget-picker-dialog.tsx';
import { PICKER_FIELD } from '../../../views/parts/pickers/picker-opener.tsx';
import { schemaFieldId } from '../../../views/parts/schema-form/schema-form.tsx';
import { choosePicked, pickerDialogView, widgetPickerKind, type PickerDialogView } from '../../dashboards/edit/widget-pickers.ts';
import { dropWidgetDialogInput, keepWidgetDialogInput, widgetDialogInputOf } from '../../session/editor-drafts.ts';
import type { FormInput } from '../../domain/schema-form/schema-read.ts';
import { text } from '../../dashboards/json-read.ts';
import { dashboardStructureDialogs } from './edit-structure.tsx';
import { dashboardAliasDialogs } from './edit-aliases.tsx';

const notFound = () => Object.assign(new Error('no such widget'), { statusCode: 404 });
const SHORT = Type.Optional(Type.String({ maxLength: 1000 }));
/** The edit-widget dialog's address: a field's picker dialog open (`picker`, the icon picker's `q` and `all`), or back from one (`returned`). */
const WidgetDialogQuery = Type.Object({ ...EditQuery.properties, picker: SHORT, returned: SHORT, q: Type.Optional(Type.String({ maxLength: 256 })), all: Type.Optional(Type.Literal('true')) });
const PickerQuery = Type.Object({ state: EditQuery.properties.state, picker: Type.String({ minLength: 1, maxLength: 1000 }) });
const dialogPath = (p: { dashboardId: string; widgetId: string }) => `/dashboards/${p.dashboardId}/edit/widgets/${p.widgetId}`;
type WidgetRequest = FastifyRequest<{ Params: { dashboardId: string; widgetId: string } }>;

/** The editor with a field's picker dialog open. */
function answerPicker(request: WidgetRequest, reply: FastifyReply, state: string | undefined, view: PickerDialogView, status?: number) {
  const { dashboardId, widgetId } = request.params;
  return answerEditPage(request, reply, state, { status, dialog: (_d, stateId) => <WidgetPickerDialog dashboardId={dashboardId} stateId={stateId} widgetId={widgetId} {...view} /> });
}

/** The editor's dialogs, each at its own address: edit widget (here), states, layouts and settings (edit-structure), aliases and filters (edit-aliases). */
export const dashboardEditDialogs = routePlugin('dashboard-edit-dialogs', async (app) => {
  app.get('/dashboards/:dashboardId/edit/widgets/:widgetId', { config: { routeId: 'dashboard' as const }, schema: { params: WidgetParams, querystring: WidgetDialogQuery } }, async (request, reply) => {
    if (!editorOnly(request, reply)) return reply;
    const { dashboardId, widgetId } = request.params;
    const { picker, returned } = request.query;
    const draft = await draftOf(request, dashboardId);
    const data = await widgetDialogData(request, draft, widgetId);
    if (!data) throw notFound();
    // Opened from or back from a picker dialog: the input the dialog's form held then.
    const kept = picker || returned ? widgetDialogInputOf(request.session, dashboardId, widgetId) : undefined;
    const input = kept ?? storedInput(data, widgetId);
    const kind = picker ? widgetPickerKind(data, widgetId, picker) : null;
    if (picker && kind) return answerPicker(request, reply, request.query.state, pickerDialogView(kind, picker, input, request.query));
    return answerEditPage(request, reply, request.query.state, {
      dialog: (_d, stateId) => <WidgetDialog dashboardId={dashboardId} stateId={stateId} widgetId={widgetId} title={text(data.widget.title) || widgetId} general={data.general} settings={data.settings} input={input} errors={{}} keys={data.keys} returned={returned} />,
    });
  });

  app.post('/dashboards/:dashboardId/edit/widgets/:widgetId', { config: { routeId: 'dashboard' as const }, schema: { params: WidgetParams, body: EditBody } }, async (request, reply) => {
    if (!editorOnly(request, reply)) return reply;
    const { widgetId } = request.params;
    const draft = await draftOf(request, request.params.dashboardId);
    const data = await widgetDialogData(request, draft, widgetId);
    if (!data) throw notFound();
    // A picker's opener: the input kept while its dialog, at its own address, is open.
    const picker = request.body[PICKER_FIELD];
    if (picker && widgetPickerKind(data, widgetId, picker)) {
      keepWidgetDialogInput(request.session, { dashboardId: request.params.dashboardId, widgetId, input: postedInput(request.body) });
      return reply.redirectTo(`${dialogPath(request.params)}?${new URLSearchParams({ state: request.body.state ?? '', picker })}`);
    }
    const post = readWidgetPost(data, widgetId, request.body);
    if (post.kind === 'read') {
      keepVersion(request, draft, { config: replaceWidget(draft.config, widgetId, post.widget) });
      dropWidgetDialogInput(request.session);
      return backToEditor(request as unknown as EditRequest, reply, editedState(draft.config, request.body.state));
    }
    const errors = post.kind === 'refused' ? post.errors : {};
    return answerEditPage(request, reply, request.body.state, {
      status: post.kind === 'refused' ? 400 : 200,
      dialog: (_d, stateId) => <WidgetDialog dashboardId={request.params.dashboardId} stateId={stateId} widgetId={widgetId} title={text(data.widget.title) || widgetId} general={data.general} settings={data.settings} input={post.input} errors={errors} keys={data.keys} />,
    });
  });

  // A choice in a field's picker dialog: back to the edit-widget dialog with the field set, the other input kept.
  app.post('/dashboards/:dashboardId/edit/widgets/:widgetId/picker', { config: { routeId: 'dashboard' as const }, schema: { params: WidgetParams, querystring: PickerQuery, body: EditBody } }, async (request, reply) => {
    if (!editorOnly(request, reply)) return reply;
    const { dashboardId, widgetId } = request.params;
    const { picker, state } = request.query;
    const data = await widgetDialogData(request, await draftOf(request, dashboardId), widgetId);
    if (!data) throw notFound();
    const kind = widgetPickerKind(data, widgetId, picker);
    if (!kind) throw Object.assign(new Error('no such picker field'), { statusCode: 404 });
    const input: FormInput = widgetDialogInputOf(request.session, dashboardId, widgetId) ?? storedInput(data, widgetId);
    const choice = choosePicked(kind, picker, input, request.body, request.view().t);
    if (!choice.ok) return answerPicker(request, reply, state, choice.dialog, 400);
    keepWidgetDialogInput(request.session, { dashboardId, widgetId, input: choice.input });
    return reply.redirectTo(`${dialogPath(request.params)}?${new URLSearchParams({ state: state ?? '', returned: picker })}#${schemaFieldId(picker)}-picker`);
  });

  await app.register(dashboardStructureDialogs);
  await app.register(dashboardAliasDialogs);
});
