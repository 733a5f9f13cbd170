import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { routePlugin } from '../../route-plugin.ts';
import { DashboardParams, Uuid } from '../../route-schemas.ts';
import { answerEditPage } from '../../dashboards/edit/render-edit.tsx';
import { draftOf, keepVersion, type DraftView } from '../../dashboards/edit/edit-draft.ts';
import { setNamed } from '../../dashboards/edit/edit-config.ts';
import { EditBody, EditQuery, editorOnly } from '../../dashboards/edit/edit-requests.ts';
import { partsInput, readParts, type SchemaPart } from '../../dashboards/edit/structure-forms.ts';
import { ALIAS_TYPES, aliasFrom, aliasParts, filterFrom, filterParts, storedForType } from '../../dashboards/edit/alias-forms.ts';
import { record, text, type Json } from '../../dashboards/json-read.ts';
import { AliasTypeSelect } from '../../../views/dashboard/edit/alias-type-select.tsx';
import { NamedListDialog } from '../../../views/dashboard/edit/named-list-dialog.tsx';
import { SchemaDialog } from '../../../views/dashboard/edit/schema-dialog.tsx';
import type { FieldProblem } from '../../domain/schema-form/schema-types.ts';
import type { PickerView } from '../../domain/entity-view.ts';
import { aliasPickers } from '../../dashboards/edit/alias-pickers.ts';

type Kind = 'aliases' | 'filters';
const MEMBER = { aliases: 'entityAliases', filters: 'filters' } as const;
const ItemParams = Type.Object({ dashboardId: Uuid, itemId: Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' }) });
const ItemQuery = Type.Object({ state: Type.Optional(Type.String({ maxLength: 200 })), type: Type.Optional(Type.String({ maxLength: 40 })) });

const itemsOf = (draft: DraftView, kind: Kind) =>
  Object.entries(record(draft.config[MEMBER[kind]])).map(([id, v]) => ({ id, name: text(record(v)[kind === 'aliases' ? 'alias' : 'filter'], id), value: record(v) }));

const editorAt = (dashboardId: string, stateId: string) => `/dashboards/${dashboardId}/edit?${new URLSearchParams({ state: stateId })}`;

/** The editor's entity aliases and filters: their lists and each one's dialog, at their own addresses under `/edit`. */
export const dashboardAliasDialogs = routePlugin('dashboard-edit-aliases', async (app) => {
  for (const kind of ['aliases', 'filters'] as const) {
    const listDialog = (request: FastifyRequest, dashboardId: string, added: { name: string; error?: string } | null, type?: string) => (draft: DraftView, stateId: string) => {
      const { t } = request.view();
      const addFields = kind === 'aliases' && <AliasTypeSelect id="new-alias-type" value={type ?? 'singleEntity'} />;
      return (
        <NamedListDialog id={`edit-${kind}`} title={t(kind === 'aliases' ? 'dashboard-edit.aliases' : 'dashboard-edit.filters')} path={`/dashboards/${dashboardId}/edit/${kind}`} stateId={stateId} items={itemsOf(draft, kind)} added={added} addFields={addFields || undefined} back={editorAt(dashboardId, stateId)} />
      );
    };

    app.get(`/dashboards/:dashboardId/edit/${kind}`, { config: { routeId: 'dashboard' as const }, schema: { params: DashboardParams, querystring: EditQuery } }, async (request, reply) => {
      if (!editorOnly(request, reply)) return reply;
      return answerEditPage(request, reply, request.query.state, { dialog: listDialog(request, request.params.dashboardId, null) });
    });

    app.post(`/dashboards/:dashboardId/edit/${kind}`, { config: { routeId: 'dashboard' as const }, schema: { params: DashboardParams, body: EditBody } }, async (request, reply) => {
      if (!editorOnly(request, reply)) return reply;
      const { dashboardId } = request.params;
      const draft = await draftOf(request, dashboardId);
      const body = request.body;
      const state = body.state ?? '';
      if (body._do === 'delete' && body._item && body._item in record(draft.config[MEMBER[kind]])) {
        keepVersion(request, draft, { config: setNamed(draft.config, MEMBER[kind], body._item, null) });
        return reply.redirectTo(`/dashboards/${dashboardId}/edit/${kind}?${new URLSearchParams({ state })}`);
      }
      if (body._do !== 'add') throw Object.assign(new Error('no such change'), { statusCode: 400 });
      const name = (body.name ?? '').trim();
      const type = ALIAS_TYPES.find((a) => a === body.type) ?? 'singleEntity';
      if (!name) return answerEditPage(request, reply, state, { status: 400, dialog: listDialog(request, dashboardId, { name: '', error: request.view().t('schema-form.required') }, type) });
      const id = randomUUID();
      const value: Json = kind === 'aliases' ? { id, alias: name, filter: { type, resolveMultiple: false } } : { id, filter: name, keyFilters: [], editable: true };
      keepVersion(request, draft, { config: setNamed(draft.config, MEMBER[kind], id, value) });
      // A new alias needs its filter's members: its dialog comes next.
      return reply.redirectTo(`/dashboards/${dashboardId}/edit/${kind}/${id}?${new URLSearchParams({ state })}`);
    });

    const itemDialog = (request: FastifyRequest, dashboardId: string, itemId: string, parts: SchemaPart[], type: string, pickers: Record<string, PickerView>, answer?: { input: Record<string, string>; errors: Record<string, FieldProblem> }) => (_draft: DraftView, stateId: string) => {
      const { t } = request.view();
      const path = `/dashboards/${dashboardId}/edit/${kind}/${itemId}`;
      const typeSelect = kind === 'aliases' && <AliasTypeSelect id="alias-type" value={type} apply />;
      return (
        <SchemaDialog id={`edit-${kind}-item`} title={t(kind === 'aliases' ? 'dashboard-edit.aliases' : 'dashboard-edit.filters')} action={path} back={`/dashboards/${dashboardId}/edit/${kind}?${new URLSearchParams({ state: stateId })}`} stateId={stateId} sections={parts} input={answer?.input ?? partsInput(parts)} errors={answer?.errors ?? {}} pickers={pickers}>
          {typeSelect || null}
        </SchemaDialog>
      );
    };

    const partsFor = (request: FastifyRequest, itemId: string, value: Json, type: string) =>
      kind === 'aliases' ? aliasParts(request.view().t, itemId, storedForType(value, type), type) : filterParts(request.view().t, itemId, value);

    app.get(`/dashboards/:dashboardId/edit/${kind}/:itemId`, { config: { routeId: 'dashboard' as const }, schema: { params: ItemParams, querystring: ItemQuery } }, async (request, reply) => {
      if (!editorOnly(request, reply)) return reply;
      const { dashboardId, itemId } = request.params;
      const draft = await draftOf(request, dashboardId);
      const item = itemsOf(draft, kind).find((i) => i.id === itemId);
      if (!item) throw Object.assign(new Error('no such item'), { statusCode: 404 });
      const type = ALIAS_TYPES.find((a) => a === (request.query.type ?? record(item.value.filter).type)) ?? 'singleEntity';
      const parts = partsFor(request, itemId, item.value, type);
      const pickers = kind === 'aliases' ? await aliasPickers(request, itemId, partsInput(parts)) : {};
      return answerEditPage(request, reply, request.query.state, { dialog: itemDialog(request, dashboardId, itemId, parts, type, pickers) });
    });

    app.post(`/dashboards/:dashboardId/edit/${kind}/:itemId`, { config: { routeId: 'dashboard' as const }, schema: { params: ItemParams, body: EditBody } }, async (request, reply) => {
      if (!editorOnly(request, reply)) return reply;
      const { dashboardId, itemId } = request.params;
      const draft = await draftOf(request, dashboardId);
      const item = itemsOf(draft, kind).find((i) => i.id === itemId);
      if (!item) throw Object.assign(new Error('no such item'), { statusCode: 404 });
      const type = ALIAS_TYPES.find((a) => a === request.body.type) ?? 'singleEntity';
      const parts = partsFor(request, itemId, item.value, type);
      if (request.body._apply_type) {
        // The chosen type's members, with what was typed for the name kept.
        const input = { ...partsInput(parts), ...Object.fromEntries(Object.entries(request.body).filter(([k]) => k.endsWith('.alias'))) };
        const pickers = kind === 'aliases' ? await aliasPickers(request, itemId, input) : {};
        return answerEditPage(request, reply, request.body.state, { dialog: itemDialog(request, dashboardId, itemId, parts, type, pickers, { input, errors: {} }) });
      }
      const post = readParts(parts, request.body);
      if (post.kind === 'again') {
        const pickers = kind === 'aliases' ? await aliasPickers(request, itemId, post.input) : {};
        return answerEditPage(request, reply, request.body.state, { status: post.status, dialog: itemDialog(request, dashboardId, itemId, parts, type, pickers, { input: post.input, errors: post.errors }) });
      }
      const value = kind === 'aliases' ? aliasFrom(itemId, type, post.models) : filterFrom(item.value, post.models[0]);
      keepVersion(request, draft, { config: setNamed(draft.config, MEMBER[kind], itemId, value) });
      return reply.redirectTo(`/dashboards/${dashboardId}/edit/${kind}?${new URLSearchParams({ state: request.body.state ?? '' })}`);
    });
  }
});
