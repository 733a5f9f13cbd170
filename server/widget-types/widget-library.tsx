import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import fastifyMultipart from '@fastify/multipart';
import { Type } from '@sinclair/typebox';
import type { ReactNode } from 'react';
import { WidgetTypesPage } from '../../views/widgets-bundles/widget-types-page.tsx';
import { DeleteWidgetTypeDialog, ImportWidgetTypeDialog } from '../../views/widgets-bundles/widget-type-dialogs.tsx';
import { routeCrumbs } from '../domain/route-crumbs.ts';
import { success } from '../notices/notice.ts';
import { notFound } from '../plugins/not-found.tsx';
import { widgetsBundlesApi } from '../platform/api/widgets-bundles.ts';
import type { WidgetsBundle } from '../platform/types/widgets-bundle.ts';
import { Uuid } from '../route-schemas.ts';
import { seeOther } from '../tables/entity-posts.ts';
import { isJsonObject, withoutIdentity } from '../tables/dialogs/json-import.ts';
import { sendJsonFile } from '../tables/json-export.ts';
import { refusalOf } from '../tables/refusal.ts';
import { isSystemEntity } from '../tables/system-entities.ts';
import { isUpload, MAX_UPLOAD_BYTES, multipartLimits, readUpload } from '../tables/upload.ts';
import { WIDGET_KINDS, KIND_LABELS } from '../domain/widget-kinds.ts';

const BUNDLE = Type.Object({ widgetsBundleId: Uuid });
const DIALOG = Type.Object({ dialog: Type.Optional(Type.String()), widgetTypeId: Type.Optional(Uuid) });

/** A preview the page may show: an image the type carries itself (the console loads nothing from elsewhere). */
const inlineImage = (image: string | null | undefined) => (image?.startsWith('data:image/') ? image : undefined);

export const libraryPath = (bundleId: string) => `/widgets-bundles/${bundleId}/widgetTypes`;

/** Whether the signed-in user may change the bundle's widget types: a tenant administrator not the system's. */
export const canChange = (request: FastifyRequest, bundle: WidgetsBundle) => request.session.user?.authority === 'SYS_ADMIN' || !isSystemEntity(bundle);

async function answerLibrary(request: FastifyRequest, reply: FastifyReply, bundleId: string, status = 200, dialog?: (bundle: WidgetsBundle) => Promise<ReactNode | null>): Promise<FastifyReply> {
  const bundle = await widgetsBundlesApi.getWidgetsBundle(request.platform, bundleId);
  const open = dialog ? await dialog(bundle) : undefined;
  if (open === null) return notFound(request, reply);
  const infos = await widgetsBundlesApi.getWidgetTypesInfos(request.platform, bundle.alias, isSystemEntity(bundle));
  const view = request.view();
  const path = libraryPath(bundleId);
  const changeable = canChange(request, bundle);
  const types = infos.map((info) => ({
    name: info.name,
    image: inlineImage(info.image),
    description: info.description ?? undefined,
    editHref: `${path}/${info.id.id}`,
    exportHref: `${path}/${info.id.id}/export`,
    deleteHref: changeable ? `${path}?dialog=delete&widgetTypeId=${info.id.id}` : undefined,
  }));
  const crumbs = routeCrumbs('widgetTypes', view, { params: { widgetsBundleId: bundleId }, label: () => bundle.title });
  const adds = changeable ? WIDGET_KINDS.map((kind) => ({ href: `${path}/add/${kind}`, label: view.t(KIND_LABELS[kind]) })) : [];
  return reply.page(
    <WidgetTypesPage title={view.t('widget.widget-library')} crumbs={crumbs} bundle={bundle.title} types={types} adds={adds} importHref={changeable ? `${path}?dialog=import` : undefined} readOnly={!changeable} dialog={open} />,
    status,
  );
}

/** An exported widget type as a new one of this bundle, or the message key of what is wrong with the file. */
export function readWidgetType(json: unknown, bundleAlias: string): Record<string, unknown> | { problem: string } {
  if (!isJsonObject(json) || typeof json.name !== 'string' || json.name.trim() === '' || !isJsonObject(json.descriptor)) return { problem: 'widget.import-not-a-widget-type' };
  const { alias: _alias, bundleAlias: _bundle, ...rest } = withoutIdentity(json);
  return { ...rest, bundleAlias };
}

/** `/widgets-bundles/:id/widgetTypes`: browse, import, export and delete a bundle's widget types (console-map §1). */
export function widgetLibraryPages(plain: FastifyInstance): void {
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();
  const config = { routeId: 'widgetTypes' as const };

  app.get(libraryPath(':widgetsBundleId'), { config, schema: { params: BUNDLE, querystring: DIALOG } }, async (request, reply) => {
    const { widgetsBundleId } = request.params;
    const { dialog, widgetTypeId } = request.query;
    if (dialog === undefined) return answerLibrary(request, reply, widgetsBundleId);
    const path = libraryPath(widgetsBundleId);
    return answerLibrary(request, reply, widgetsBundleId, 200, async (bundle) => {
      if (!canChange(request, bundle)) return null;
      if (dialog === 'import') return <ImportWidgetTypeDialog action={`${path}?dialog=import`} cancelHref={path} />;
      if (dialog !== 'delete' || !widgetTypeId) return null;
      const type = await widgetsBundlesApi.getWidgetType(request.platform, widgetTypeId);
      return <DeleteWidgetTypeDialog name={type.name} action={`${path}?dialog=delete&widgetTypeId=${widgetTypeId}`} cancelHref={path} />;
    });
  });

  app.get(`${libraryPath(':widgetsBundleId')}/:widgetTypeId/export`, { config: { routeId: 'widgetType' }, schema: { params: Type.Object({ widgetsBundleId: Uuid, widgetTypeId: Uuid }) } }, async (request, reply) => {
    const type = await widgetsBundlesApi.getWidgetType(request.platform, request.params.widgetTypeId);
    return sendJsonFile(reply, type.name, type);
  });

  // The import's file arrives as multipart, read whole with a size limit; the delete is a plain form.
  app.register(async (untyped) => {
    const scope = untyped.withTypeProvider<TypeBoxTypeProvider>();
    await scope.register(fastifyMultipart, { attachFieldsToBody: 'keyValues', limits: multipartLimits(), throwFileSizeLimit: false, onFile: readUpload });
    scope.post(libraryPath(':widgetsBundleId'), { config, schema: { params: BUNDLE, querystring: DIALOG } }, async (request, reply) => {
      const { widgetsBundleId } = request.params;
      const { dialog, widgetTypeId } = request.query;
      const path = libraryPath(widgetsBundleId);
      const bundle = await widgetsBundlesApi.getWidgetsBundle(request.platform, widgetsBundleId);
      if (!canChange(request, bundle) || (dialog !== 'import' && !(dialog === 'delete' && widgetTypeId))) return notFound(request, reply);
      const { t, format } = request.view();
      const again = (status: number, open: ReactNode) => answerLibrary(request, reply, widgetsBundleId, status, async () => open);
      if (dialog === 'delete' && widgetTypeId) {
        try {
          await widgetsBundlesApi.deleteWidgetType(request.platform, widgetTypeId);
        } catch (err) {
          const refusal = refusalOf(request, err);
          if (!refusal) throw err;
          return again(refusal.status, <DeleteWidgetTypeDialog name="" action={`${path}?dialog=delete&widgetTypeId=${widgetTypeId}`} cancelHref={path} formError={refusal.message} />);
        }
        success(request, t('widget.widget-type-deleted'));
        return seeOther(request, reply, path);
      }
      const importAgain = (status: number, problem: { error?: string; formError?: string }) => again(status, <ImportWidgetTypeDialog action={`${path}?dialog=import`} cancelHref={path} {...problem} />);
      const upload = (request.body as Record<string, unknown> | undefined)?.file;
      if (!isUpload(upload) || upload.fileName === '') return importAgain(400, { error: t('import.no-file') });
      if (upload.tooLarge) return importAgain(413, { error: t('import.file-too-large', { size: format.number(MAX_UPLOAD_BYTES / 1024) }) });
      let json: unknown;
      try {
        json = JSON.parse(upload.text);
      } catch (err) {
        return importAgain(400, { error: t('import.json-invalid', { reason: (err as Error).message }) });
      }
      const type = readWidgetType(json, bundle.alias);
      if ('problem' in type) return importAgain(400, { error: t(type.problem as string) });
      try {
        await widgetsBundlesApi.saveWidgetType(request.platform, type);
      } catch (err) {
        const refusal = refusalOf(request, err);
        if (!refusal) throw err;
        return importAgain(refusal.status, { formError: refusal.message });
      }
      success(request, t('widget.widget-type-imported'));
      return seeOther(request, reply, path);
    });
  });
}
