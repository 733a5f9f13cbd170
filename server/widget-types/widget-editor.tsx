import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { WidgetEditorPage } from '../../views/widgets-bundles/widget-editor-page.tsx';
import { routeCrumbs } from '../domain/route-crumbs.ts';
import { success } from '../notices/notice.ts';
import { notFound } from '../plugins/not-found.tsx';
import { widgetsBundlesApi } from '../platform/api/widgets-bundles.ts';
import type { WidgetsBundle, WidgetTypeDetails } from '../platform/types/widgets-bundle.ts';
import { Uuid } from '../route-schemas.ts';
import { seeOther } from '../tables/entity-posts.ts';
import { ConsoleRefusal, refusalOf } from '../tables/refusal.ts';
import { canChange, libraryPath } from './widget-library.tsx';
import { isWidgetKind, KIND_LABELS, KIND_TEMPLATES, WIDGET_KINDS } from '../domain/widget-kinds.ts';
import { applyWidgetForm, formOf, readForm, type WidgetForm, type WidgetFormErrors } from '../domain/widget-type-form.ts';

const TYPE = Type.Object({ widgetsBundleId: Uuid, widgetTypeId: Uuid });
const ADD = Type.Object({ widgetsBundleId: Uuid, widgetType: Type.String({ maxLength: 100 }) });
/** The body member naming the target bundle of Save as. */
const SAVE_AS_BUNDLE = 'saveAs.bundleId';

const editorPath = (bundleId: string, typeId: string) => `${libraryPath(bundleId)}/${typeId}`;

/** What the editor edits: the stored type, or a new one (no id) started from its kind's system template. */
interface Editing {
  bundle: WidgetsBundle;
  type: WidgetTypeDetails;
  /** The page's own address: the form posts there. */
  path: string;
}

/** The bundles Save as may write to: those the signed-in user may change. */
async function targetBundles(request: FastifyRequest): Promise<WidgetsBundle[]> {
  const all = await widgetsBundlesApi.getAllWidgetsBundles(request.platform);
  return all.filter((bundle) => canChange(request, bundle));
}

async function answerEditor(request: FastifyRequest, reply: FastifyReply, editing: Editing, form: WidgetForm, problems: { errors?: WidgetFormErrors; formError?: string } = {}, status = 200): Promise<FastifyReply> {
  const view = request.view();
  const { bundle, type, path } = editing;
  const changeable = canChange(request, bundle);
  const targets = await targetBundles(request);
  const errors = Object.fromEntries(Object.entries(problems.errors ?? {}).map(([field, key]) => [field, view.t(key)]));
  const name = type.id ? type.name : view.t('widget.new-widget-type');
  const crumbs = routeCrumbs(type.id ? 'widgetType' : 'widgetTypeAdd', view, {
    params: { widgetsBundleId: bundle.id.id, widgetTypeId: type.id?.id ?? '', widgetType: form['descriptor.type'] },
    label: () => name,
    labels: { widgetTypes: () => bundle.title },
  });
  return reply.page(
    <WidgetEditorPage
      title={view.t('widget.editor')}
      crumbs={crumbs}
      heading={name}
      action={path}
      libraryHref={libraryPath(bundle.id.id)}
      form={form}
      errors={errors}
      formError={problems.formError}
      kinds={WIDGET_KINDS.map((kind) => ({ value: kind, label: view.t(KIND_LABELS[kind]) }))}
      canSave={changeable}
      saveAsTargets={targets.map((target) => ({ id: target.id.id, title: target.title, selected: target.id.id === bundle.id.id }))}
    />,
    status,
  );
}

/** Save (onto the stored type, or a new one) or Save as (a copy in the chosen bundle): then the saved type's editor. */
async function submit(request: FastifyRequest, reply: FastifyReply, editing: Editing): Promise<FastifyReply> {
  const body = (request.body ?? {}) as Record<string, unknown>;
  const { form, errors } = readForm(body);
  if (Object.keys(errors).length > 0) return answerEditor(request, reply, editing, form, { errors }, 400);
  const saveAs = body._command === 'saveAs';
  const { t } = request.view();
  try {
    let target = editing.bundle;
    let base = editing.type;
    if (saveAs) {
      const chosen = (await targetBundles(request)).find((b) => b.id.id === body[SAVE_AS_BUNDLE]);
      if (!chosen) return answerEditor(request, reply, editing, form, { formError: t('widget.save-as-bundle-required') }, 400);
      target = chosen;
      const { id: _id, createdTime: _created, tenantId: _tenant, alias: _alias, ...rest } = editing.type;
      base = { ...rest, bundleAlias: chosen.alias };
    } else if (!canChange(request, editing.bundle)) throw new ConsoleRefusal(t('widgets-bundle.system-read-only'));
    const saved = await widgetsBundlesApi.saveWidgetType(request.platform, applyWidgetForm(base, form));
    success(request, t('widget.widget-type-saved'));
    return seeOther(request, reply, editorPath(target.id.id, saved.id!.id));
  } catch (err) {
    const refusal = refusalOf(request, err);
    if (!refusal) throw err;
    return answerEditor(request, reply, editing, form, { formError: refusal.message }, refusal.status);
  }
}

/** `/widgets-bundles/:id/widgetTypes/:typeId` and `.../add/:widgetType`: the widget editor (console-map §1). */
export function widgetEditorPages(plain: FastifyInstance): void {
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();
  const stored = async (request: FastifyRequest, { widgetsBundleId, widgetTypeId }: { widgetsBundleId: string; widgetTypeId: string }): Promise<Editing> => {
    const [bundle, type] = await Promise.all([widgetsBundlesApi.getWidgetsBundle(request.platform, widgetsBundleId), widgetsBundlesApi.getWidgetType(request.platform, widgetTypeId)]);
    return { bundle, type, path: editorPath(widgetsBundleId, widgetTypeId) };
  };
  const added = async (request: FastifyRequest, { widgetsBundleId, widgetType }: { widgetsBundleId: string; widgetType: string }): Promise<Editing | null> => {
    if (!isWidgetKind(widgetType)) return null;
    const bundle = await widgetsBundlesApi.getWidgetsBundle(request.platform, widgetsBundleId);
    const { bundleAlias, alias } = KIND_TEMPLATES[widgetType];
    const template = await widgetsBundlesApi.getWidgetTypeByAlias(request.platform, bundleAlias, alias, true);
    return { bundle, type: { bundleAlias: bundle.alias, name: '', descriptor: { ...template.descriptor, type: widgetType } }, path: `${libraryPath(widgetsBundleId)}/add/${widgetType}` };
  };

  app.get(editorPath(':widgetsBundleId', ':widgetTypeId'), { config: { routeId: 'widgetType' }, schema: { params: TYPE } }, async (request, reply) => {
    const editing = await stored(request, request.params);
    return answerEditor(request, reply, editing, formOf(editing.type));
  });
  app.post(editorPath(':widgetsBundleId', ':widgetTypeId'), { config: { routeId: 'widgetType' }, schema: { params: TYPE } }, async (request, reply) => submit(request, reply, await stored(request, request.params)));

  app.get(`${libraryPath(':widgetsBundleId')}/add/:widgetType`, { config: { routeId: 'widgetTypeAdd' }, schema: { params: ADD } }, async (request, reply) => {
    // A kind the console does not know leads back to the library, where the kinds are offered.
    if (!isWidgetKind(request.params.widgetType)) return seeOther(request, reply, libraryPath(request.params.widgetsBundleId));
    const editing = await added(request, request.params);
    if (!editing || !canChange(request, editing.bundle)) return notFound(request, reply);
    return answerEditor(request, reply, editing, formOf(editing.type));
  });
  app.post(`${libraryPath(':widgetsBundleId')}/add/:widgetType`, { config: { routeId: 'widgetTypeAdd' }, schema: { params: ADD } }, async (request, reply) => {
    const editing = await added(request, request.params);
    if (!editing || !canChange(request, editing.bundle)) return notFound(request, reply);
    return submit(request, reply, editing);
  });
}
