import type { DataKeyConfig, DatasourceConfig } from '../domain/dashboard/dashboard-config.ts';
import type { EntityInfo, KeyValue, SourceRow, TablePage } from '../domain/dashboard/dashboard-view.ts';
import { entityQueryApi } from '../platform/api/entity-query.ts';
import type { EntityData, EntityDataPageLink, EntityKey, EntityKeyType } from '../platform/types/entity-query.ts';
import { isNoValue } from '../platform/no-value.ts';
import { pageAlias } from './alias-choices.ts';
import { keyFiltersOf } from './key-filters.ts';
import type { LoadContext } from './load-context.ts';

// upstream's datasource page links: 1024 entities sorted by creation, newest first; one for single-entity aliases.
const MULTIPLE_PAGE_SIZE = 1024;
export const NEWEST_FIRST = { key: { type: 'ENTITY_FIELD', key: 'createdTime' } as EntityKey, direction: 'DESC' as const };
const INFO_FIELDS = ['name', 'label', 'type'];

export function keyTypeOf(key: DataKeyConfig): EntityKeyType | null {
  switch (key.type) {
    case 'attribute': return 'ATTRIBUTE';
    case 'timeseries': return 'TIME_SERIES';
    case 'entityField': return 'ENTITY_FIELD';
    default: return null;
  }
}

export function entityInfo(data: EntityData): EntityInfo {
  const fields = data.latest.ENTITY_FIELD ?? {};
  const name = fields.name?.value ?? '';
  return { id: data.entityId, name, label: fields.label?.value || '', type: fields.type?.value ?? '' };
}

function latestOf(data: EntityData, key: DataKeyConfig): KeyValue['latest'] {
  const type = keyTypeOf(key);
  const value = type ? data.latest[type]?.[key.name] : undefined;
  return value && !isNoValue(value) ? { ts: value.ts, value: value.value } : null;
}

export interface EntityPageRequest {
  pageLink?: Partial<EntityDataPageLink>;
  /** Keys whose latest values are read (latest widgets); time-series widgets read only the entities. */
  withLatest: boolean;
}

export interface EntityPage {
  rows: SourceRow[];
  page: TablePage | null;
}

/**
 * The rows of one datasource: its alias's entities (narrowed by its filter) with their latest values through
 * the entity data query, the count of an entityCount source, or an empty row for a function source.
 */
export async function loadDatasource(ctx: LoadContext, ds: DatasourceConfig, index: number, request: EntityPageRequest): Promise<EntityPage> {
  const keyFilters = keyFiltersOf(ds.filterId ? ctx.config.filters.get(ds.filterId) : undefined, ctx.filterValues);
  if (ds.type === 'function') return { rows: [{ datasourceIndex: index, entity: null, values: ds.dataKeys.map((key) => ({ key, latest: null, series: [] })) }], page: null };
  const alias = pageAlias(ctx, ds.entityAliasId);
  if (!alias.filter) return { rows: [], page: null };
  if (ds.type === 'entityCount') {
    const count = await entityQueryApi.countEntities(ctx.platform, { entityFilter: alias.filter, keyFilters });
    const values = ds.dataKeys.map((key) => ({ key, latest: { ts: ctx.now, value: String(count) }, series: [] }));
    return { rows: [{ datasourceIndex: index, entity: null, values }], page: null };
  }
  const fieldKeys = ds.dataKeys.filter((k) => k.type === 'entityField').map((k) => k.name);
  const latestKeys = request.withLatest ? ds.dataKeys.filter((k) => k.type === 'attribute' || k.type === 'timeseries') : [];
  const pageLink: EntityDataPageLink = {
    page: 0,
    pageSize: alias.resolveMultiple ? MULTIPLE_PAGE_SIZE : 1,
    sortOrder: NEWEST_FIRST,
    ...request.pageLink,
  };
  const result = await entityQueryApi.findEntityData(ctx.platform, {
    entityFilter: alias.filter,
    pageLink,
    entityFields: [...new Set([...INFO_FIELDS, ...fieldKeys])].map((key) => ({ type: 'ENTITY_FIELD', key })),
    latestValues: dedupe(latestKeys.map((k) => ({ type: keyTypeOf(k)!, key: k.name }))),
    keyFilters,
  });
  const rows = result.data.map((data) => ({
    datasourceIndex: index,
    entity: entityInfo(data),
    values: ds.dataKeys.map((key) => ({ key, latest: latestOf(data, key), series: [] })),
  }));
  const page = { page: pageLink.page, pageSize: pageLink.pageSize, totalPages: result.totalPages, totalElements: result.totalElements };
  return { rows, page };
}

function dedupe(keys: EntityKey[]): EntityKey[] {
  const seen = new Set<string>();
  return keys.filter((k) => !seen.has(`${k.type}:${k.key}`) && seen.add(`${k.type}:${k.key}`));
}
