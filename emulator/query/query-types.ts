/** The entity query API's request shapes after binding (contract 7.1–7.5). */

export const ENTITY_KEY_TYPES = [
  'ATTRIBUTE', 'CLIENT_ATTRIBUTE', 'SHARED_ATTRIBUTE', 'SERVER_ATTRIBUTE', 'TIME_SERIES', 'ENTITY_FIELD', 'ALARM_FIELD',
  'CONSTANT',
] as const;
export type EntityKeyType = (typeof ENTITY_KEY_TYPES)[number];

export interface EntityKey {
  type: EntityKeyType;
  key: string;
}

export interface EntityIdRef {
  entityType: string;
  id: string;
}

export interface RelationTypeFilter {
  relationType: string | null;
  entityTypes: string[];
}

export type EntityFilter =
  | { type: 'singleEntity'; singleEntity: EntityIdRef | null }
  | { type: 'entityList'; entityType: string | null; entityList: string[] }
  | { type: 'entityName'; entityType: string | null; entityNameFilter: string }
  | { type: 'entityType'; entityType: string | null }
  | { type: 'typed'; entityType: string; subTypes: string[]; nameFilter: string }
  | { type: 'apiUsageState'; customerId: string | null }
  | {
      type: 'relations';
      rootEntities: EntityIdRef[];
      direction: 'FROM' | 'TO';
      maxLevel: number;
      fetchLastLevelOnly: boolean;
      filters: RelationTypeFilter[];
      /** The device/asset/… search queries: only that entity type, optionally only some of its types. */
      only: { entityType: string; subTypes: string[] } | null;
    };

export type PredicateValue = {
  defaultValue: unknown;
  userValue: unknown;
  dynamicValue: { sourceType: string | null; sourceAttribute: string | null; inherit: boolean } | null;
};

export type KeyPredicate =
  | { type: 'STRING'; operation: string; value: PredicateValue; ignoreCase: boolean }
  | { type: 'NUMERIC'; operation: string; value: PredicateValue }
  | { type: 'BOOLEAN'; operation: string; value: PredicateValue }
  | { type: 'COMPLEX'; operation: 'AND' | 'OR'; predicates: KeyPredicate[] };

export interface KeyFilter {
  key: EntityKey;
  valueType: 'STRING' | 'NUMERIC' | 'BOOLEAN' | 'DATE_TIME';
  predicate: KeyPredicate;
}

export interface SortOrder {
  key: EntityKey;
  direction: 'ASC' | 'DESC';
}

export interface EntityPageLink {
  page: number;
  pageSize: number;
  textSearch: string | null;
  sortOrder: SortOrder | null;
  dynamic: boolean;
}

export interface EntityCountQuery {
  entityFilter: EntityFilter;
  keyFilters: KeyFilter[];
}

export interface EntityDataQuery extends EntityCountQuery {
  pageLink: EntityPageLink;
  entityFields: EntityKey[];
  latestValues: EntityKey[];
}

export interface AlarmPageLink extends EntityPageLink {
  startTs: number;
  endTs: number;
  timeWindow: number;
  typeList: string[];
  statusList: string[];
  severityList: string[];
  searchPropagatedAlarms: boolean;
}

export interface AlarmDataQuery extends EntityCountQuery {
  pageLink: AlarmPageLink;
  alarmFields: EntityKey[];
  entityFields: EntityKey[];
  latestValues: EntityKey[];
}
