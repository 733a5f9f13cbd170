import { RelationsTab, type RelationFormView, type RelationRowView, type RelationsTabView } from '../../../views/tabs/relations-tab.tsx';
import type { KeysDeleteView } from '../../../views/tabs/keys-delete-dialog.tsx';
import { urlBuilder, type Query } from '../../base-path.ts';
import { success } from '../../notices/notice.ts';
import { entityQueryApi } from '../../platform/api/entity-query.ts';
import { entityRelationsApi, type EntityRelationInfo, type RelationDirection } from '../../platform/api/entity-relations.ts';
import { isUuid } from '../../platform/ids.ts';
import type { EntityId } from '../../platform/types/ids.ts';
import { ENTITY_TYPE_KEYS } from '../../domain/entity-type-names.ts';
import { checkRelationType } from '../../domain/pickers/relation-type.ts';
import { refusalOf } from '../refusal.ts';
import { queryList, queryText, type TabAnswer, type TabContext, type TabPart } from './tab-part.ts';
import { tabStateQuery, tabTableState, type TabSort } from './tab-table-state.ts';

const SORT: TabSort = { sortable: ['type', 'otherType', 'otherName'], property: 'type', direction: 'ASC' };
const NOT_FOUND: TabAnswer = { kind: 'content', status: 404, node: null };
const CANDIDATES = 20;
/** The direction's parameter (`direction` is the table's sort order). */
const DIRECTION = 'relationDirection';

const TARGET_TYPES = ['DEVICE', 'ASSET', 'ENTITY_VIEW', 'CUSTOMER', 'DASHBOARD', 'EDGE'];

interface RelationsQuery {
  direction: RelationDirection;
  dialog: string;
  /** The other end of the relation a dialog concerns, and its type. */
  relationType: string;
  other?: EntityId;
}

function relationsQuery(query: Record<string, unknown>): RelationsQuery | null {
  const direction = queryText(query, DIRECTION, 4) || 'FROM';
  if (direction !== 'FROM' && direction !== 'TO') return null;
  const otherType = queryText(query, 'entityType', 32);
  const otherId = queryText(query, 'entityId', 64);
  const other = otherType in ENTITY_TYPE_KEYS && isUuid(otherId) ? { entityType: otherType, id: otherId } : undefined;
  return { direction, dialog: queryText(query, 'dialog', 32), relationType: queryText(query, 'relationType', 255), other };
}

const otherEnd = (r: EntityRelationInfo, direction: RelationDirection) => (direction === 'FROM' ? { id: r.to, name: r.toName ?? '' } : { id: r.from, name: r.fromName ?? '' });
const ends = (entity: EntityId, other: EntityId, direction: RelationDirection) => (direction === 'FROM' ? { from: entity, to: other } : { from: other, to: entity });

async function candidates(ctx: TabContext, type: string, search: string, checked: string[]): Promise<RelationFormView['candidates']> {
  const page = await entityQueryApi.findEntityData(ctx.request.platform, {
    entityFilter: { type: 'entityType', entityType: type },
    pageLink: { page: 0, pageSize: CANDIDATES, textSearch: search || null, sortOrder: { key: { type: 'ENTITY_FIELD', key: 'name' }, direction: 'ASC' } },
    entityFields: [{ type: 'ENTITY_FIELD', key: 'name' }],
  });
  return page.data
    .filter((d) => d.entityId.id !== ctx.entityId.id)
    .map((d) => ({ id: d.entityId.id, name: d.latest.ENTITY_FIELD?.name?.value ?? d.entityId.id, checked: checked.includes(d.entityId.id) }));
}

type FormInput = Partial<Pick<RelationFormView, 'type' | 'targetType' | 'search' | 'additionalInfo' | 'errors' | 'formError'>> & { checked?: string[] };

async function content(ctx: TabContext, input?: FormInput, status = 200): Promise<TabAnswer> {
  const { request, path, entityId } = ctx;
  const { t, url } = request.view();
  const q = relationsQuery(ctx.query);
  if (!q) return NOT_FOUND;
  const state = tabTableState(ctx.query, SORT);
  const base: Query = { [DIRECTION]: q.direction === 'FROM' ? undefined : q.direction };
  const href = (extra: Query = {}, s = state) => url(path, { ...base, ...tabStateQuery(s, SORT), ...extra });
  const relations = await entityRelationsApi.list(request.platform, entityId, q.direction);
  const search = state.textSearch.toLowerCase();
  const rows: RelationRowView[] = relations
    .filter((r) => r.typeGroup === 'COMMON' || r.typeGroup === undefined)
    .map((r) => {
      const other = otherEnd(r, q.direction);
      const at = { relationType: r.type, entityType: other.id.entityType, entityId: other.id.id };
      return { key: `${r.type}/${other.id.id}`, type: r.type, otherType: ENTITY_TYPE_KEYS[other.id.entityType] ? t(ENTITY_TYPE_KEYS[other.id.entityType]) : other.id.entityType, otherName: other.name, editHref: href({ dialog: 'edit-relation', ...at }), deleteHref: href({ dialog: 'delete-relation', ...at }) };
    })
    .filter((r) => !search || `${r.type} ${r.otherType} ${r.otherName}`.toLowerCase().includes(search));
  const prop = state.property as 'type' | 'otherType' | 'otherName';
  rows.sort((a, b) => (state.direction === 'ASC' ? 1 : -1) * a[prop].localeCompare(b[prop]));
  let dialog: RelationsTabView['dialog'];
  const at = q.other && { relationType: q.relationType, entityType: q.other.entityType, entityId: q.other.id };
  const existing = q.other && relations.find((r) => r.type === q.relationType && otherEnd(r, q.direction).id.id === q.other!.id);
  if (q.dialog === 'add-relation') {
    const targetType = input?.targetType && TARGET_TYPES.includes(input.targetType) ? input.targetType : 'DEVICE';
    dialog = {
      kind: 'form',
      adding: true,
      title: t('relation.add'),
      action: href({ dialog: q.dialog }),
      cancelHref: href(),
      type: input?.type ?? 'Contains',
      targetType,
      targetTypes: TARGET_TYPES.map((v) => ({ value: v, label: t(ENTITY_TYPE_KEYS[v]) })),
      search: input?.search ?? '',
      candidates: await candidates(ctx, targetType, input?.search ?? '', input?.checked ?? []),
      additionalInfo: input?.additionalInfo ?? '',
      errors: input?.errors ?? {},
      formError: input?.formError,
    };
  } else if (q.dialog === 'edit-relation' || q.dialog === 'delete-relation') {
    if (!existing || !at) return NOT_FOUND;
    const other = otherEnd(existing, q.direction);
    if (q.dialog === 'edit-relation') {
      dialog = {
        kind: 'form',
        adding: false,
        title: t('relation.edit'),
        action: href({ dialog: q.dialog, ...at }),
        cancelHref: href(),
        type: existing.type,
        targetType: other.id.entityType,
        targetTypes: [],
        search: '',
        candidates: [],
        other: other.name,
        additionalInfo: input?.additionalInfo ?? (existing.additionalInfo ? JSON.stringify(existing.additionalInfo, null, 2) : ''),
        errors: input?.errors ?? {},
        formError: input?.formError,
      };
    } else {
      dialog = { kind: 'delete', title: t('relation.delete-title'), text: t('relation.delete-text', { type: existing.type, name: other.name }), action: href({ dialog: q.dialog, ...at }), cancelHref: href(), keys: [], formError: input?.formError } satisfies KeysDeleteView;
    }
  } else if (q.dialog) {
    return NOT_FOUND;
  }
  const view: RelationsTabView = {
    action: url(path),
    direction: q.direction,
    directions: [
      { value: 'FROM', label: t('relation.search-direction.FROM') },
      { value: 'TO', label: t('relation.search-direction.TO') },
    ],
    rows,
    state,
    total: rows.length,
    stateHref: (s) => href({}, s),
    addHref: href({ dialog: 'add-relation' }),
    dialog,
  };
  return { kind: 'content', status, node: <RelationsTab view={view} /> };
}

/** The additional info as posted: empty is none, else a JSON value; undefined when it is not JSON. */
function additionalInfoOf(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text.trim() === '') return { ok: true, value: null };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

async function submit(ctx: TabContext, body: Record<string, unknown>): Promise<TabAnswer> {
  const q = relationsQuery(ctx.query);
  if (!q) return NOT_FOUND;
  const { request, entityId } = ctx;
  const { t } = request.view();
  const text = (name: string) => (typeof body[name] === 'string' ? (body[name] as string) : '');
  const input: FormInput = { type: text('type').trim(), targetType: text('targetType'), search: text('targetSearch'), additionalInfo: text('additionalInfo'), checked: queryList(body, 'targetIds').filter(isUuid) };
  const back = (message: string): TabAnswer => {
    success(request, message);
    return { kind: 'redirect', path: urlBuilder('')(ctx.path, { [DIRECTION]: q.direction === 'FROM' ? undefined : q.direction }) };
  };
  const fail = (err: unknown, again: FormInput) => {
    const refused = refusalOf(request, err);
    if (!refused) throw err;
    return content(ctx, { ...again, formError: refused.message }, refused.status);
  };
  if (q.dialog === 'add-relation') {
    if (body._search !== undefined) return content(ctx, input);
    const info = additionalInfoOf(input.additionalInfo ?? '');
    const type = checkRelationType(input.type ?? '');
    const errors = {
      type: type.ok ? undefined : t(type.key),
      targets: input.checked?.length ? undefined : t('relation.to-entities-required'),
      additionalInfo: info.ok ? undefined : t('value.json-value-invalid'),
    };
    if (errors.type || errors.targets || errors.additionalInfo || !TARGET_TYPES.includes(input.targetType ?? '')) return content(ctx, { ...input, errors }, 400);
    try {
      for (const id of input.checked!) {
        const other = { entityType: input.targetType!, id };
        await entityRelationsApi.save(request.platform, { ...ends(entityId, other, q.direction), type: input.type!, typeGroup: 'COMMON', additionalInfo: info.ok ? info.value : null });
      }
    } catch (err) {
      return fail(err, input);
    }
    return back(t('relation.relations-added', { number: input.checked!.length }));
  }
  if (!q.other) return NOT_FOUND;
  const relation = { ...ends(entityId, q.other, q.direction), type: q.relationType };
  try {
    if (q.dialog === 'delete-relation') {
      await entityRelationsApi.delete(request.platform, relation.from, relation.to, relation.type);
      return back(t('relation.relation-deleted', { type: relation.type }));
    }
    if (q.dialog !== 'edit-relation') return NOT_FOUND;
    const info = additionalInfoOf(input.additionalInfo ?? '');
    if (!info.ok) return content(ctx, { additionalInfo: input.additionalInfo, errors: { additionalInfo: t('value.json-value-invalid') } }, 400);
    await entityRelationsApi.save(request.platform, { ...relation, typeGroup: 'COMMON', additionalInfo: info.value });
    return back(t('relation.relation-saved', { type: relation.type }));
  } catch (err) {
    return fail(err, { additionalInfo: input.additionalInfo });
  }
}

/** The relations tab: from or to the entity; add to several entities of a type, edit the additional info, delete. */
export const relationsTab: TabPart = { slug: 'relations', show: (ctx) => content(ctx), submit };
