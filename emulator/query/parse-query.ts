import { general } from '../http/api-error.ts';
import { isUuid } from '../lib/ids.ts';
import { isObject } from '../lib/json.ts';
import { ENTITY_KEY_TYPES } from './query-types.ts';
import type {
  AlarmDataQuery, AlarmPageLink, EntityCountQuery, EntityDataQuery, EntityFilter, EntityIdRef, EntityKey,
  EntityKeyType, EntityPageLink, KeyFilter, KeyPredicate, PredicateValue, RelationTypeFilter,
} from './query-types.ts';

// Bodies are bound by Jackson: a wrong shape is a 500 "JSON parse error", a missing required part a 500 from
// the null dereference that follows.
const PACKAGE = 'org.thingsboard.server.common.data.query';
const parseError = (detail: string) => general(`JSON parse error: ${detail}`);

type Json = Record<string, unknown>;

function object(value: unknown, javaClass: string): Json | null {
  if (value === undefined || value === null) return null;
  if (!isObject(value)) throw parseError(`Cannot construct instance of \`${javaClass}\` from non-object value`);
  return value;
}

function list(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw parseError('Cannot deserialize value of type `java.util.ArrayList` from non-array value');
  return value;
}

function text(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  throw parseError('Cannot deserialize value of type `java.lang.String` from non-scalar value');
}

function integer(value: unknown, fallback: number): number {
  if (value === undefined || value === null) return fallback;
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number)) {
    throw parseError(`Cannot deserialize value of type \`int\` from ${JSON.stringify(value)}`);
  }
  return number;
}

function bool(value: unknown): boolean {
  return value === true || value === 'true';
}

function enumValue<T extends string>(value: unknown, allowed: readonly T[], javaClass: string): T | null {
  const name = text(value);
  if (name === null) return null;
  if (!(allowed as readonly string[]).includes(name)) {
    throw parseError(
      `Cannot deserialize value of type \`${javaClass}\` from String "${name}": not one of the values accepted for Enum class: [${allowed.join(', ')}]`,
    );
  }
  return name as T;
}

function entityKey(value: unknown): EntityKey {
  const json = object(value, `${PACKAGE}.EntityKey`) ?? {};
  const type = enumValue<EntityKeyType>(json.type, ENTITY_KEY_TYPES, `${PACKAGE}.EntityKeyType`);
  const key = text(json.key);
  if (type === null || key === null) throw general('Entity key type and key should be specified!');
  return { type, key };
}

export function entityIdRef(value: unknown): EntityIdRef | null {
  const json = object(value, 'org.thingsboard.server.common.data.id.EntityId');
  if (json === null) return null;
  const entityType = text(json.entityType);
  const id = text(json.id);
  if (entityType === null || id === null) throw parseError('Missing entityType or id of an entity id');
  if (!isUuid(id)) throw parseError(`Invalid UUID string: ${id}`);
  return { entityType, id: id.toLowerCase() };
}

const FILTER_TYPES = [
  'singleEntity', 'entityList', 'entityName', 'entityType', 'assetType', 'deviceType', 'edgeType', 'entityViewType',
  'apiUsageState', 'relationsQuery', 'assetSearchQuery', 'deviceSearchQuery', 'entityViewSearchQuery', 'edgeSearchQuery',
];

/** The typed filters share one shape: the entity type they imply, then their type and name-filter members. */
const TYPED_FILTERS: Record<string, [entityType: string, typeMember: string, nameMember: string]> = {
  assetType: ['ASSET', 'assetType', 'assetNameFilter'],
  deviceType: ['DEVICE', 'deviceType', 'deviceNameFilter'],
  edgeType: ['EDGE', 'edgeType', 'edgeNameFilter'],
  entityViewType: ['ENTITY_VIEW', 'entityViewType', 'entityViewNameFilter'],
};

const SEARCH_QUERIES: Record<string, [entityType: string, typesMember: string]> = {
  assetSearchQuery: ['ASSET', 'assetTypes'],
  deviceSearchQuery: ['DEVICE', 'deviceTypes'],
  entityViewSearchQuery: ['ENTITY_VIEW', 'entityViewTypes'],
  edgeSearchQuery: ['EDGE', 'edgeTypes'],
};

function relationFilters(value: unknown): RelationTypeFilter[] {
  return list(value).map((item) => {
    const json = object(item, `${PACKAGE}.RelationEntityTypeFilter`) ?? {};
    return { relationType: text(json.relationType), entityTypes: list(json.entityTypes).map((t) => text(t) ?? '') };
  });
}

function relationRoots(json: Json): EntityIdRef[] {
  if (bool(json.multiRoot)) {
    const entityType = text(json.multiRootEntitiesType) ?? '';
    return list(json.multiRootEntityIds).map((id) => entityIdRef({ entityType, id }) as EntityIdRef);
  }
  const root = entityIdRef(json.rootEntity);
  return root ? [root] : [];
}

function direction(value: unknown): 'FROM' | 'TO' {
  return enumValue(value, ['FROM', 'TO'] as const, 'org.thingsboard.server.common.data.relation.EntitySearchDirection') ?? 'FROM';
}

export function entityFilter(value: unknown): EntityFilter {
  const json = object(value, `${PACKAGE}.EntityFilter`);
  if (json === null) throw general('Entity filter should be specified!');
  const type = text(json.type);
  if (type === null || !FILTER_TYPES.includes(type)) {
    throw parseError(
      `Could not resolve type id '${type}' as a subtype of \`${PACKAGE}.EntityFilter\`: known type ids = [${FILTER_TYPES.join(', ')}]`,
    );
  }
  const typed = TYPED_FILTERS[type];
  if (typed) {
    const [entityType, typeMember, nameMember] = typed;
    const subType = text(json[typeMember]);
    return { type: 'typed', entityType, subTypes: subType === null ? [] : [subType], nameFilter: text(json[nameMember]) ?? '' };
  }
  const search = SEARCH_QUERIES[type];
  if (search || type === 'relationsQuery') {
    const maxLevel = integer(json.maxLevel, 0);
    const filters = search
      ? [{ relationType: text(json.relationType), entityTypes: [] }]
      : relationFilters(json.filters);
    const subTypes = search ? list(json[search[1]]).map((t) => text(t) ?? '') : [];
    return {
      type: 'relations', rootEntities: relationRoots(json), direction: direction(json.direction),
      maxLevel, fetchLastLevelOnly: bool(json.fetchLastLevelOnly), filters,
      only: search ? { entityType: search[0], subTypes } : null,
    };
  }
  switch (type) {
    case 'singleEntity':
      return { type, singleEntity: entityIdRef(json.singleEntity) };
    case 'entityList':
      return { type, entityType: text(json.entityType), entityList: list(json.entityList).map((id) => text(id) ?? '') };
    case 'entityName':
      return { type, entityType: text(json.entityType), entityNameFilter: text(json.entityNameFilter) ?? '' };
    case 'apiUsageState':
      return { type, customerId: entityIdRef(json.customerId)?.id ?? null };
    default:
      return { type: 'entityType', entityType: text(json.entityType) };
  }
}

function predicateValue(value: unknown): PredicateValue {
  const json = object(value, `${PACKAGE}.FilterPredicateValue`) ?? {};
  const dynamic = object(json.dynamicValue, `${PACKAGE}.DynamicValue`);
  return {
    defaultValue: json.defaultValue ?? null,
    userValue: json.userValue ?? null,
    dynamicValue: dynamic && {
      sourceType: text(dynamic.sourceType),
      sourceAttribute: text(dynamic.sourceAttribute),
      inherit: bool(dynamic.inherit),
    },
  };
}

const OPERATIONS: Record<string, string[]> = {
  STRING: ['EQUAL', 'NOT_EQUAL', 'STARTS_WITH', 'ENDS_WITH', 'CONTAINS', 'NOT_CONTAINS', 'IN', 'NOT_IN'],
  NUMERIC: ['EQUAL', 'NOT_EQUAL', 'GREATER', 'LESS', 'GREATER_OR_EQUAL', 'LESS_OR_EQUAL'],
  BOOLEAN: ['EQUAL', 'NOT_EQUAL'],
  COMPLEX: ['AND', 'OR'],
};

function predicate(value: unknown): KeyPredicate {
  const json = object(value, `${PACKAGE}.KeyFilterPredicate`) ?? {};
  const type = text(json.type);
  if (type === null || !Object.hasOwn(OPERATIONS, type)) {
    throw parseError(`Could not resolve type id '${type}' as a subtype of \`${PACKAGE}.KeyFilterPredicate\``);
  }
  const operation = enumValue(json.operation, OPERATIONS[type], `${PACKAGE}.${type[0]}${type.slice(1).toLowerCase()}FilterPredicate$Operation`);
  if (operation === null) throw general('Key filter predicate operation should be specified!');
  if (type === 'COMPLEX') {
    return { type, operation: operation as 'AND' | 'OR', predicates: list(json.predicates).map(predicate) };
  }
  const bound = predicateValue(json.value);
  if (type === 'STRING') return { type, operation, value: bound, ignoreCase: bool(json.ignoreCase) };
  return { type: type as 'NUMERIC' | 'BOOLEAN', operation, value: bound };
}

export function keyFilters(value: unknown): KeyFilter[] {
  return list(value).map((item) => {
    const json = object(item, `${PACKAGE}.KeyFilter`) ?? {};
    const valueType = enumValue(json.valueType, ['STRING', 'NUMERIC', 'BOOLEAN', 'DATE_TIME'] as const, `${PACKAGE}.EntityKeyValueType`);
    return { key: entityKey(json.key), valueType: valueType ?? 'STRING', predicate: predicate(json.predicate) };
  });
}

function pageLink(value: unknown): EntityPageLink {
  const json = object(value, `${PACKAGE}.EntityDataPageLink`);
  if (json === null) throw general('Page link should be specified!');
  const sort = object(json.sortOrder, `${PACKAGE}.EntityDataSortOrder`);
  const sortDirection = sort ? enumValue(sort.direction, ['ASC', 'DESC'] as const, `${PACKAGE}.EntityDataSortOrder$Direction`) : null;
  return {
    page: integer(json.page, 0),
    pageSize: integer(json.pageSize, 10),
    textSearch: text(json.textSearch),
    sortOrder: sort && sort.key != null ? { key: entityKey(sort.key), direction: sortDirection ?? 'ASC' } : null,
    dynamic: bool(json.dynamic),
  };
}

function keys(value: unknown): EntityKey[] {
  return list(value).map(entityKey);
}

function number(value: unknown): number {
  if (value === undefined || value === null) return 0;
  const result = typeof value === 'string' ? Number(value) : value;
  if (typeof result !== 'number' || !Number.isFinite(result)) throw parseError(`Cannot deserialize value of type \`long\` from ${JSON.stringify(value)}`);
  return result;
}

const bodyObject = (body: unknown, javaClass: string): Json => {
  const json = object(body, `${PACKAGE}.${javaClass}`);
  if (json === null) throw general('Required request body is missing');
  return json;
};

export function parseCountQuery(body: unknown): EntityCountQuery {
  const json = bodyObject(body, 'EntityCountQuery');
  return { entityFilter: entityFilter(json.entityFilter), keyFilters: keyFilters(json.keyFilters) };
}

export function parseDataQuery(body: unknown): EntityDataQuery {
  const json = bodyObject(body, 'EntityDataQuery');
  return {
    entityFilter: entityFilter(json.entityFilter),
    keyFilters: keyFilters(json.keyFilters),
    pageLink: pageLink(json.pageLink),
    entityFields: keys(json.entityFields),
    latestValues: keys(json.latestValues),
  };
}

export function parseAlarmQuery(body: unknown): AlarmDataQuery {
  const json = bodyObject(body, 'AlarmDataQuery');
  const link = object(json.pageLink, `${PACKAGE}.AlarmDataPageLink`);
  const base = pageLink(json.pageLink);
  const strings = (value: unknown) => list(value).map((item) => text(item) ?? '');
  const alarmLink: AlarmPageLink = {
    ...base,
    startTs: number(link?.startTs),
    endTs: number(link?.endTs),
    timeWindow: number(link?.timeWindow),
    typeList: strings(link?.typeList),
    statusList: strings(link?.statusList),
    severityList: strings(link?.severityList),
    searchPropagatedAlarms: bool(link?.searchPropagatedAlarms),
  };
  return {
    entityFilter: entityFilter(json.entityFilter),
    keyFilters: keyFilters(json.keyFilters),
    pageLink: alarmLink,
    alarmFields: keys(json.alarmFields),
    entityFields: keys(json.entityFields),
    latestValues: keys(json.latestValues),
  };
}
