import { randomUUID } from 'node:crypto';
import { routePlugin } from '../../route-plugin.ts';
import { DashboardParams } from '../../route-schemas.ts';
import { failure, success } from '../../notices/notice.ts';
import { isPlatformError } from '../../platform/platform-error.ts';
import { downRefusal } from '../../tables/refusal.ts';
import { dashboardAdminApi } from '../../platform/api/dashboard-admin.ts';
import { widgetsBundlesApi } from '../../platform/api/widgets-bundles.ts';
import { endDashboardDraft, undoDashboardVersion } from '../../session/editor-drafts.ts';
import { answerEditPage, editedState } from '../../dashboards/edit/render-edit.tsx';
import { draftOf, keepVersion } from '../../dashboards/edit/edit-draft.ts';
import { backToEditor, EditBody, EditQuery, editorOnly, WidgetParams, type EditRequest } from '../../dashboards/edit/edit-requests.ts';
import { addWidget, hasLayout, placeWidget, removeWidget, type LayoutId } from '../../dashboards/edit/edit-config.ts';
import { placementForm, readPlacement } from '../../dashboards/edit/read-placement.ts';
import { newWidget } from '../../dashboards/edit/new-widget.ts';
import { isSystemEntity } from '../../tables/system-entities.ts';
import type { WidgetTypeDetails } from '../../platform/types/widgets-bundle.ts';
import { typePreviewHtml } from '../../../views/dashboard/edit/type-preview.tsx';
import { readDashboardConfig } from '../../dashboards/read-dashboard.ts';
import { ConfirmDialog } from '../../../views/dialogs/confirm-dialog.tsx';
import { AddWidgetDialog } from '../../../views/dashboard/edit/add-widget-dialog.tsx';
import { dashboardEditDialogs } from './edit-dialogs.tsx';

/**
 * `/dashboards/{id}/edit`: the dashboard editor. Changes are kept as a draft in the session (a stack of versions)
 * until Save posts the whole dashboard once; Undo takes the last change back; Discard (confirmed) forgets them.
 */
export const dashboardEdit = routePlugin('dashboard-edit', async (app) => {
  const page = { config: { routeId: 'dashboard' as const }, schema: { params: DashboardParams, querystring: EditQuery } };
  const form = { config: { routeId: 'dashboard' as const }, schema: { params: DashboardParams, body: EditBody } };

  app.get('/dashboards/:dashboardId/edit', page, async (request, reply) => {
    if (!editorOnly(request, reply)) return reply;
    return answerEditPage(request, reply, request.query.state);
  });

  app.post('/dashboards/:dashboardId/edit/place', form, async (request, reply) => {
    if (!editorOnly(request, reply)) return reply;
    const draft = await draftOf(request, request.params.dashboardId);
    const posted = placementForm(request.body);
    if (!posted || !hasLayout(draft.config, posted.stateId, posted.layoutId)) throw Object.assign(new Error('no such widget place'), { statusCode: 400 });
    const columns = readDashboardConfig(draft.config).states.find((s) => s.id === posted.stateId)![posted.layoutId === 'right' ? 'right' : 'main']!.grid.columns;
    const read = readPlacement(posted.input, columns);
    if ('errors' in read) {
      const refused = { widgetId: posted.widgetId, layoutId: posted.layoutId, input: posted.input, errors: read.errors };
      return answerEditPage(request, reply, posted.stateId, { refused, status: 400 });
    }
    keepVersion(request, draft, { config: placeWidget(draft.config, posted.stateId, posted.layoutId, posted.widgetId, read.placement) });
    return backToEditor(request, reply, posted.stateId);
  });

  app.post('/dashboards/:dashboardId/edit/save', form, async (request, reply) => {
    if (!editorOnly(request, reply)) return reply;
    const draft = await draftOf(request, request.params.dashboardId);
    try {
      await dashboardAdminApi.saveDashboard(request.platform, draft.dashboard);
    } catch (err) {
      if (!isPlatformError(err)) throw err;
      // The platform's refusal or its absence, on the editor with the draft kept, so nothing typed is lost.
      failure(request, downRefusal(request, err)?.message ?? (err.message || request.view().t('widget.request-failed', { status: String(err.status) })));
      return backToEditor(request, reply);
    }
    endDashboardDraft(request.session, request.params.dashboardId);
    success(request, request.view().t('dashboard-edit.saved'));
    const state = request.body.state;
    return reply.redirectTo(`/dashboards/${request.params.dashboardId}${state ? `?${new URLSearchParams({ state })}` : ''}`);
  });

  app.post('/dashboards/:dashboardId/edit/undo', form, async (request, reply) => {
    if (!editorOnly(request, reply)) return reply;
    if (undoDashboardVersion(request.session, request.params.dashboardId)) success(request, request.view().t('dashboard-edit.undone'));
    return backToEditor(request, reply);
  });

  app.get('/dashboards/:dashboardId/edit/discard', page, async (request, reply) => {
    if (!editorOnly(request, reply)) return reply;
    const { t } = request.view();
    const { dashboardId } = request.params;
    return answerEditPage(request, reply, request.query.state, {
      dialog: (_draft, stateId) => (
        <ConfirmDialog id="discard-changes" open title={t('dashboard-edit.discard-title')} confirmLabel={t('action.decline-changes')} cancelHref={`/dashboards/${dashboardId}/edit?${new URLSearchParams({ state: stateId })}`} confirm={{ post: `/dashboards/${dashboardId}/edit/discard`, fields: { state: stateId } }}>
          <p>{t('dashboard-edit.discard-text')}</p>
        </ConfirmDialog>
      ),
    });
  });

  app.post('/dashboards/:dashboardId/edit/discard', form, async (request, reply) => {
    if (!editorOnly(request, reply)) return reply;
    endDashboardDraft(request.session, request.params.dashboardId);
    success(request, request.view().t('dashboard-edit.discarded'));
    const state = request.body.state;
    return reply.redirectTo(`/dashboards/${request.params.dashboardId}${state ? `?${new URLSearchParams({ state })}` : ''}`);
  });

  app.get('/dashboards/:dashboardId/edit/add', page, async (request, reply) => {
    if (!editorOnly(request, reply)) return reply;
    const bundles = (await widgetsBundlesApi.getWidgetsBundles(request.platform, { pageSize: 100, page: 0, sortProperty: 'title', sortOrder: 'ASC' })).data;
    const chosen = bundles.find((b) => b.id.id === request.query.bundle) ?? bundles[0] ?? null;
    const types = chosen ? ((await widgetsBundlesApi.getWidgetTypesDetails(request.platform, chosen.alias, isSystemEntity(chosen))) as unknown as (WidgetTypeDetails & { image?: string | null; description?: string | null })[]) : [];
    const view = request.view();
    const now = Date.now();
    const bundle = chosen && {
      id: chosen.id.id, alias: chosen.alias, system: isSystemEntity(chosen),
      types: types.map((type) => ({
        alias: type.alias ?? '', name: type.name, kind: String(type.descriptor?.type ?? ''),
        image: type.image?.startsWith('data:image/') ? type.image : undefined, description: type.description ?? undefined,
        preview: typePreviewHtml(newWidget(type, `preview-${type.alias}`, isSystemEntity(chosen)), view, request.params.dashboardId, now),
      })),
    };
    return answerEditPage(request, reply, request.query.state, {
      dialog: (draft, stateId) => (
        <AddWidgetDialog dashboardId={request.params.dashboardId} stateId={stateId} bundles={bundles.map((b) => ({ id: b.id.id, title: b.title }))} bundle={bundle} layouts={hasLayout(draft.config, stateId, 'right') ? ['main', 'right'] : ['main']} />
      ),
    });
  });

  app.post('/dashboards/:dashboardId/edit/widgets', form, async (request, reply) => {
    if (!editorOnly(request, reply)) return reply;
    const { bundleAlias, typeAlias, isSystemType } = request.body;
    if (!bundleAlias || !typeAlias) throw Object.assign(new Error('no widget type'), { statusCode: 400 });
    const draft = await draftOf(request, request.params.dashboardId);
    const stateId = editedState(draft.config, request.body.state);
    const layout: LayoutId = request.body.layout === 'right' && hasLayout(draft.config, stateId, 'right') ? 'right' : 'main';
    const type = await widgetsBundlesApi.getWidgetTypeByAlias(request.platform, bundleAlias, typeAlias, isSystemType === 'true');
    const widget = newWidget(type, randomUUID(), isSystemType === 'true');
    keepVersion(request, draft, { config: addWidget(draft.config, stateId, layout, widget) });
    success(request, request.view().t('dashboard-edit.widget-added', { name: type.name }));
    return backToEditor(request, reply, stateId);
  });

  app.post('/dashboards/:dashboardId/edit/widgets/:widgetId/remove', { config: { routeId: 'dashboard' as const }, schema: { params: WidgetParams, body: EditBody } }, async (request, reply) => {
    if (!editorOnly(request, reply)) return reply;
    const draft = await draftOf(request, request.params.dashboardId);
    const stateId = editedState(draft.config, request.body.state);
    const layout: LayoutId = request.body.layout === 'right' ? 'right' : 'main';
    if (!hasLayout(draft.config, stateId, layout)) throw Object.assign(new Error('no such layout'), { statusCode: 400 });
    keepVersion(request, draft, { config: removeWidget(draft.config, stateId, layout, request.params.widgetId) });
    return backToEditor(request as unknown as EditRequest, reply, stateId);
  });

  await app.register(dashboardEditDialogs);
});
