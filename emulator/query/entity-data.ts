import type { DatabaseSync } from 'node:sqlite';
import type { Caller } from '../auth/caller.ts';
import type { PageData } from '../http/page-link.ts';
import { searchDeviceEntities } from './device-text-search.ts';
import { findEntities, findEntityPage, tablePlan } from './entity-filters.ts';
import type { FoundEntity, TablePlan } from './entity-filters.ts';
import { createValueReader } from './entity-values.ts';
import type { TsValue, ValueReader } from './entity-values.ts';
import { passesKeyFilters } from './key-filters.ts';
import { latestValuesOf } from './latest-values.ts';
import { pageData, pageOf, sortRows, validatePageLink } from './paging.ts';
import type { Sortable } from './paging.ts';
import type { EntityCountQuery, EntityDataQuery, EntityKey } from './query-types.ts';

export interface EntityData {
  entityId: { entityType: string; id: string };
  latest: Record<string, Record<string, TsValue>>;
  timeseries: Record<string, TsValue[]>;
  aggLatest: Record<string, unknown>;
}

/** Entities matching the entity filter and the key filters, with the reader that evaluated them. */
export function matchingEntities(db: DatabaseSync, caller: Caller, query: EntityCountQuery, now = Date.now(), idsOnly = false) {
  const values = latestValuesOf(db);
  const reader = createValueReader(values, now);
  const found = findEntities(db, caller, query.entityFilter, idsOnly);
  reader.prefetch(found, query.keyFilters.map((filter) => filter.key));
  const entities = found.filter((entity) => passesKeyFilters(entity, query.keyFilters, reader, values, caller));
  return { entities, reader };
}

export function countEntities(db: DatabaseSync, caller: Caller, query: EntityCountQuery): number {
  const needsRows = query.keyFilters.some((filter) => filter.key.type === 'ENTITY_FIELD');
  return matchingEntities(db, caller, query, Date.now(), !needsRows).entities.length;
}

/** The `latest` map of one entity: requested keys grouped by the key type used in the request. */
export function latestOf(entity: FoundEntity, keys: EntityKey[], reader: ValueReader): EntityData['latest'] {
  const latest: EntityData['latest'] = {};
  for (const key of keys) {
    const value = reader.tsValue(entity, key);
    if (value === undefined) continue;
    (latest[key.type] ??= {})[key.key] = value;
  }
  return latest;
}

/** Case-insensitive substring match over the concatenated requested values (contract 7.4). */
function matchesText(latest: EntityData['latest'], search: string): boolean {
  const joined = Object.values(latest)
    .flatMap((byKey) => Object.entries(byKey).filter(([key]) => key !== 'additionalInfo').map(([, value]) => value.value))
    .join('');
  return joined.toLowerCase().includes(search.toLowerCase());
}

const toData = (entity: FoundEntity, latest: EntityData['latest']): EntityData => ({
  entityId: { entityType: entity.table.entityType, id: entity.id },
  latest,
  timeseries: {},
  aggLatest: {},
});

/**
 * The SQL ORDER BY of a query that the database can page by itself: no key filters, no text search, one table,
 * and no sort order or one on an entity field with an SQL equivalent. Null when the rows must be ranked here.
 */
function sqlOrder(query: EntityDataQuery, plan: TablePlan): string | null {
  if (query.keyFilters.length > 0 || (query.pageLink.textSearch ?? '') !== '') return null;
  const sort = query.pageLink.sortOrder;
  if (!sort) return 'id ASC';
  if (sort.key.type !== 'ENTITY_FIELD') return null;
  const reader = Object.hasOwn(plan.table.fields, sort.key.key) ? plan.table.fields[sort.key.key] : undefined;
  const sql = reader?.sortSql;
  return sql ? `(${sql} IS NULL), ${sql} ${sort.direction}, id ASC` : null;
}

export function findEntityData(db: DatabaseSync, caller: Caller, query: EntityDataQuery, now = Date.now()): PageData<EntityData> {
  const link = query.pageLink;
  validatePageLink(link);
  const requested = [...query.entityFields, ...query.latestValues];
  const plan = tablePlan(db, caller, query.entityFilter);
  if (plan === null) return pageData([], 0, link);
  const order = plan ? sqlOrder(query, plan) : null;
  if (plan && order !== null) {
    const reader = createValueReader(latestValuesOf(db), now);
    const unlimited = link.pageSize === 0;
    const { total, entities } = findEntityPage(db, plan, order, unlimited ? -1 : link.pageSize, unlimited ? 0 : link.page * link.pageSize);
    return pageData(entities.map((entity) => toData(entity, latestOf(entity, requested, reader))), total, link);
  }
  const searched = plan ? searchDeviceEntities(db, caller, query) : null;
  if (searched) {
    const reader = createValueReader(latestValuesOf(db), now);
    const rows = findEntities(db, caller, { type: 'entityList', entityType: 'DEVICE', entityList: searched.ids });
    const byId = new Map(rows.map((entity) => [entity.id, entity]));
    const entities = searched.ids.flatMap((id) => byId.get(id) ?? []);
    return pageData(entities.map((entity) => toData(entity, latestOf(entity, requested, reader))), searched.total, link);
  }
  const { entities, reader } = matchingEntities(db, caller, query, now);
  const search = link.textSearch ?? '';
  const sort = link.sortOrder;
  const sortValue = (entity: FoundEntity) => (sort ? reader.stored(entity, sort.key) : undefined);
  reader.prefetch(entities, [...(sort ? [sort.key] : []), ...(search === '' ? [] : requested)]);
  if (search === '') {
    // Without text search only the sort key is needed to choose the page; the requested values are read for it alone.
    const rows = entities.map((entity) => ({ item: entity, id: entity.id, sortValue: sortValue(entity) }));
    const page = pageOf(sortRows(rows, sort), link);
    return { ...page, data: page.data.map((row) => toData(row.item, latestOf(row.item, requested, reader))) };
  }
  const rows: Sortable<EntityData>[] = [];
  for (const entity of entities) {
    const latest = latestOf(entity, requested, reader);
    if (matchesText(latest, search)) rows.push({ item: toData(entity, latest), id: entity.id, sortValue: sortValue(entity) });
  }
  const page = pageOf(sortRows(rows, sort), link);
  return { ...page, data: page.data.map((row) => row.item) };
}

/** `/find/keys`: the key names of the entities on the first page (at most 100 of them). */
export function findEntityKeys(db: DatabaseSync, caller: Caller, query: EntityDataQuery, timeseries: boolean, attributes: boolean) {
  const link = { ...query.pageLink, page: 0, pageSize: Math.min(query.pageLink.pageSize > 0 ? query.pageLink.pageSize : 100, 100) };
  const page = findEntityData(db, caller, { ...query, pageLink: link });
  const ids = page.data.map((entity) => entity.entityId.id);
  if (ids.length === 0 || (!timeseries && !attributes)) return { entityTypes: [], timeseries: [], attribute: [] };
  const values = latestValuesOf(db);
  return {
    entityTypes: [...new Set(page.data.map((entity) => entity.entityId.entityType))],
    timeseries: timeseries ? values.timeseriesKeys(ids) : [],
    attribute: attributes ? values.attributeKeys(ids) : [],
  };
}
