import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type, type TProperties } from '@sinclair/typebox';
import fastifyMultipart from '@fastify/multipart';
import { EntityListPage, EntityListRegion } from '../../views/entity/list-page.tsx';
import { EntityTableRegion } from '../../views/entity/table-region.tsx';
import { DetailsPanel } from '../../views/entity/details-panel.tsx';
import { DialogSlot } from '../../views/entity/dialog-slot.tsx';
import { EntityDetailsPage, EntityDetailsRegion } from '../../views/entity/details-page.tsx';
import { detailsPage, listPage, pageHref, withDetails, type ListAddress, type Overlay, type PageAddress } from '../domain/entity-address.ts';
import type { EntityScope } from '../domain/entity-scope.ts';
import type { DetailsView, DialogView } from '../domain/entity-view.ts';
import { routeCrumbs } from '../domain/route-crumbs.ts';
import { ROUTES } from '../domain/route-table.ts';
import { answerForbidden } from '../plugins/forbidden.tsx';
import { notFound } from '../plugins/not-found.tsx';
import { completeDialog, dialogContext, lookupDialog } from './dialog-lookup.ts';
import { detailsPath, detailsView, type DetailsPlace } from './details-view.ts';
import { DetailsQuery, listAddressOf, listQuerySchema, overlayOf, requestedPart, type OverlayValues } from './entity-request.ts';
import { loadEntity, type EntityTable, type ListScope, type PlatformEntity } from './entity-table.ts';
import { listData, listViewOf } from './list-view.ts';
import { submitDetails, submitDialog } from './entity-posts.ts';
import { multipartLimits, readUpload, removeSpooled, spoolUpload, type UploadLimits } from './upload.ts';
import type { TableQuery } from './table-query.ts';
import { Uuid } from '../route-schemas.ts';
import { answerTab } from './tabs/answer-tab.tsx';

/** One list address of an entity kind (the tenant's `/assets`, a customer's, an edge's) and how it reads its scope. */
export interface EntityPagesSpec<E extends PlatformEntity> {
  /** The route table's rows: the list and its details pages. */
  routes: { list: keyof typeof ROUTES; details: keyof typeof ROUTES };
  /** The list address's own parameters (`customerId`); none at the top level. */
  params?: TProperties;
  place(request: FastifyRequest): Promise<ListScope> | ListScope;
  /** The scope's table; a kind whose rights differ by role within a scope (system entities) reads the request's user. */
  table(scope: EntityScope, request?: FastifyRequest): EntityTable<E>;
  /** The files its multipart forms take, when not one CSV or JSON file. */
  uploads?: UploadLimits;
  /**
   * False when the details address is another page's (a dashboard's own page): only the list and its panel.
   * `'tabs'` when another page answers the details address but the tabs below it are the kind's (a rule chain's
   * editor and its events).
   */
  detailsPages?: boolean | 'tabs';
}

type ListQueryValues = TableQuery & OverlayValues & Record<string, unknown>;

/** The page's parts an answer needs, built only when asked for. */
interface ListParts {
  address: ListAddress;
  overlay: Overlay;
}

function pageTitle(request: FastifyRequest, route: keyof typeof ROUTES): string {
  const title: string | undefined = (ROUTES[route] as { title?: string }).title;
  return title ? request.view().t(title) : request.view().t('app.name');
}

async function panelOf<E extends PlatformEntity>(request: FastifyRequest, table: EntityTable<E>, place: ListScope, parts: ListParts): Promise<DetailsView | undefined> {
  const id = parts.address.details;
  if (!id) return undefined;
  const entity = await loadEntity(request, table, place, id);
  const where: DetailsPlace = { mode: 'panel', page: listPage(parts.address), closed: listPage(withDetails(parts.address, undefined)) };
  return detailsView(request, table, place, entity, where, { editing: parts.overlay.edit ?? false });
}

async function dialogOf<E extends PlatformEntity>(request: FastifyRequest, table: EntityTable<E>, place: ListScope, page: PageAddress, overlay: Overlay, query: Record<string, unknown>): Promise<DialogView | undefined> {
  if (!overlay.dialog) return undefined;
  const dialog = lookupDialog(request, table, overlay);
  if (typeof dialog === 'string') return undefined;
  const content = await dialog.view(dialogContext(request, table, place, page, overlay, query));
  return completeDialog(request, content, page, overlay);
}

/** A details page's overlay: a dialog over it concerns its entity unless the address names others (`?dialog=delete`). */
function detailsOverlay(query: OverlayValues, entityId: string): Overlay | null {
  const overlay = overlayOf(query);
  return overlay?.dialog && !overlay.ids?.length ? { ...overlay, ids: [entityId] } : overlay;
}

/** Answers what the address refuses (a dialog the role may not open, an id that is none), or null. */
function refusal<E extends PlatformEntity>(request: FastifyRequest, reply: FastifyReply, table: EntityTable<E>, overlay: Overlay): Promise<FastifyReply> | FastifyReply | null {
  if (!overlay.dialog) return null;
  const dialog = lookupDialog(request, table, overlay);
  if (dialog === 'forbidden') return answerForbidden(request, reply);
  if (dialog === 'not-found') return notFound(request, reply);
  return null;
}

/**
 * The list page of an entity kind at one address and everything under it: the page and its parts for htmx (the table,
 * the panel, the dialog, or the whole region after a form), the forms of its dialogs and panel, the details pages,
 * their dialogs and form, and the tabs' addresses.
 */
export function entityPages<E extends PlatformEntity>(app: FastifyInstance, spec: EntityPagesSpec<E>): void {
  const listPath = ROUTES[spec.routes.list].path;
  const detailsRoutePath = ROUTES[spec.routes.details].path;
  const tableOf = async (request: FastifyRequest) => {
    const place = await spec.place(request);
    return { place, table: spec.table(place.scope, request) };
  };
  // Any table of this address, for the schema of its filters (the same in every scope of a kind).
  const listSchema = { querystring: listQuerySchema(spec.table('tenant').filters, spec.table('tenant').defaultSort), params: Type.Object({ ...spec.params }) };
  const detailsSchema = { querystring: DetailsQuery, params: Type.Object({ ...spec.params, entityId: Uuid }) };
  const tabSchema = { params: Type.Object({ ...spec.params, entityId: Uuid, tab: Type.String({ pattern: '^[a-z][a-z-]{0,31}$' }) }) };
  const config = { routeId: spec.routes.list };

  const answerList = async (request: FastifyRequest, reply: FastifyReply, status = 200, override?: { dialog?: DialogView; panel?: DetailsView }) => {
    const query = request.query as ListQueryValues;
    const { place, table } = await tableOf(request);
    const overlay = overlayOf(query);
    const address = overlay && listAddressOf(place.listPath, table, query);
    if (!overlay || !address) return notFound(request, reply);
    const refused = refusal(request, reply, table, overlay);
    if (refused) return refused;
    const parts = { address, overlay };
    const page = listPage(address);
    const { url } = request.view();
    const push = pageHref(url, page, overlay);
    const panel = () => (override?.panel ? Promise.resolve(override.panel) : panelOf(request, table, place, parts));
    const dialog = () => (override?.dialog ? Promise.resolve(override.dialog) : dialogOf(request, table, place, page, overlay, query));
    const part = requestedPart(request);
    reply.code(status);
    // The list's form submitted by a group action's button (`dialog=` and the checked `ids`): the dialog answers.
    if (part === 'entity-table' && overlay.dialog) {
      return reply.header('hx-retarget', '#entity-dialog').header('hx-reswap', 'outerHTML').fragment(<DialogSlot dialog={await dialog()} />, push);
    }
    if (part === 'entity-table') {
      const data = await listData(request, table, place, address, query);
      return reply.fragment(<EntityTableRegion list={listViewOf(request, table, place, address, data)} />, push);
    }
    if (part === 'entity-panel') return reply.fragment(<DetailsPanel details={await panel()} />, push);
    if (part === 'entity-dialog') return reply.fragment(<DialogSlot dialog={await dialog()} />, push);
    const [data, details, open] = await Promise.all([listData(request, table, place, address, query), panel(), dialog()]);
    // The view model built after the wait, not resolved through it (listViewOf says why).
    const list = listViewOf(request, table, place, address, data);
    if (part === 'entity-page') return reply.fragment(<EntityListRegion list={list} panel={details} dialog={open} />, push);
    const crumbs = routeCrumbs(place.listRoute, request.view(), { params: place.params });
    return reply.page(<EntityListPage title={pageTitle(request, place.listRoute)} crumbs={crumbs} list={list} panel={details} dialog={open} />, status);
  };

  const answerDetails = async (request: FastifyRequest, reply: FastifyReply, status = 200, override?: { dialog?: DialogView; details?: DetailsView }) => {
    const query = request.query as OverlayValues;
    const { entityId } = request.params as { entityId: string };
    const { place, table } = await tableOf(request);
    const overlay = detailsOverlay(query, entityId);
    if (!overlay) return notFound(request, reply);
    const refused = refusal(request, reply, table, overlay);
    if (refused) return refused;
    const page = detailsPage(detailsPath(place, entityId));
    const { url, t } = request.view();
    const push = pageHref(url, page, overlay);
    const entity = await loadEntity(request, table, place, entityId);
    const dialog = override?.dialog ?? (await dialogOf(request, table, place, page, overlay, query));
    reply.code(status);
    if (requestedPart(request) === 'entity-dialog') return reply.fragment(<DialogSlot dialog={dialog} />, push);
    const details = override?.details ?? (await detailsView(request, table, place, entity, { mode: 'page', page }, { editing: overlay.edit ?? false }));
    const section = await table.detailsSection?.(request, place, entity);
    if (requestedPart(request) !== 'page') return reply.fragment(<EntityDetailsRegion details={details} dialog={dialog} section={section} />, push);
    const name = table.kind.name(entity);
    const crumbs = routeCrumbs(place.detailsRoute, request.view(), { params: { ...place.params, entityId }, label: () => name || t(table.kind.keys.details) });
    return reply.page(<EntityDetailsPage title={pageTitle(request, place.detailsRoute)} crumbs={crumbs} details={details} dialog={dialog} section={section} />, status);
  };

  // Multipart bodies (the CSV import's file) only in this scope, read whole into the body with a size limit.
  app.register(async (scope) => {
    // A file over the limit is marked (readUpload), not thrown: the dialog says so beside its field.
    const onFile = spec.uploads?.spool ? spoolUpload : readUpload;
    await scope.register(fastifyMultipart, { attachFieldsToBody: 'keyValues', limits: multipartLimits(spec.uploads), throwFileSizeLimit: false, onFile });
    if (spec.uploads?.spool) scope.addHook('onResponse', removeSpooled);

    scope.get(listPath, { config, schema: listSchema }, (request, reply) => answerList(request, reply));

    scope.post(listPath, { config, schema: listSchema }, async (request, reply) => {
      const { place, table } = await tableOf(request);
      const query = request.query as ListQueryValues;
      const overlay = overlayOf(query);
      const address = overlay && listAddressOf(place.listPath, table, query);
      if (!overlay || !address) return notFound(request, reply);
      const body = (request.body ?? {}) as Record<string, unknown>;
      if (overlay.dialog) {
        const dialog = lookupDialog(request, table, overlay);
        if (typeof dialog === 'string') return refusal(request, reply, table, overlay);
        return submitDialog({ request, reply, table, place, dialog, page: listPage(address), overlay, body, answer: (status, open) => answerList(request, reply, status, { dialog: open }), afterRemoval: (removed) => listPage(removed.includes(address.details ?? '') ? withDetails(address, undefined) : address) });
      }
      if (!address.details) return notFound(request, reply);
      const entity = await loadEntity(request, table, place, address.details);
      const where: DetailsPlace = { mode: 'panel', page: listPage(address), closed: listPage(withDetails(address, undefined)) };
      return submitDetails({ request, reply, table, place, entity, where, body, answer: (status, panel) => answerList(request, reply, status, { panel }) });
    });

    if (spec.detailsPages === false) return;
    const detailsConfig = { routeId: spec.routes.details };
    if (spec.detailsPages !== 'tabs') {
      scope.get(detailsRoutePath, { config: detailsConfig, schema: detailsSchema }, (request, reply) => answerDetails(request, reply));

      scope.post(detailsRoutePath, { config: detailsConfig, schema: detailsSchema }, async (request, reply) => {
        const { place, table } = await tableOf(request);
        const { entityId } = request.params as { entityId: string };
        const overlay = detailsOverlay(request.query as OverlayValues, entityId);
        if (!overlay) return notFound(request, reply);
        const page = detailsPage(detailsPath(place, entityId));
        const body = (request.body ?? {}) as Record<string, unknown>;
        if (overlay.dialog) {
          const dialog = lookupDialog(request, table, overlay);
          if (typeof dialog === 'string') return refusal(request, reply, table, overlay);
          return submitDialog({ request, reply, table, place, dialog, page, overlay, body, answer: (status, open) => answerDetails(request, reply, status, { dialog: open }), afterRemoval: (removed) => (removed.includes(entityId) ? { path: place.listPath, query: {} } : page) });
        }
        const entity = await loadEntity(request, table, place, entityId);
        return submitDetails({ request, reply, table, place, entity, where: { mode: 'page', page }, body, answer: (status, details) => answerDetails(request, reply, status, { details }) });
      });
    }

    // The other tabs have addresses of their own (server/tables/tabs), their dialogs' forms post there.
    const tabOf = async (request: FastifyRequest, reply: FastifyReply, body?: Record<string, unknown>) => {
      const { entityId, tab } = request.params as { entityId: string; tab: string };
      const { place, table } = await tableOf(request);
      return answerTab({ request, reply, place, table, entityId, tab, body });
    };
    scope.get(`${detailsRoutePath}/:tab`, { config: detailsConfig, schema: tabSchema }, (request, reply) => tabOf(request, reply));
    scope.post(`${detailsRoutePath}/:tab`, { config: detailsConfig, schema: tabSchema }, (request, reply) => tabOf(request, reply, (request.body ?? {}) as Record<string, unknown>));
  });
}
