/** Entity query API shapes (contract 7). */
import type { EntityId } from './ids.ts';

export type EntityKeyType =
  | 'ATTRIBUTE'
  | 'CLIENT_ATTRIBUTE'
  | 'SHARED_ATTRIBUTE'
  | 'SERVER_ATTRIBUTE'
  | 'TIME_SERIES'
  | 'ENTITY_FIELD'
  | 'ALARM_FIELD';

export interface EntityKey {
  type: EntityKeyType;
  key: string;
}

/** One of the entity filters of contract 7.2; members by filter type. */
export interface EntityFilter {
  type: string;
  [member: string]: unknown;
}

export interface KeyFilter {
  key: EntityKey;
  valueType: 'STRING' | 'NUMERIC' | 'BOOLEAN' | 'DATE_TIME';
  predicate: unknown;
}

export interface EntityDataPageLink {
  page: number;
  pageSize: number;
  textSearch?: string | null;
  sortOrder?: { key: EntityKey; direction: 'ASC' | 'DESC' };
}

export interface EntityDataQuery {
  entityFilter: EntityFilter;
  pageLink: EntityDataPageLink;
  entityFields?: EntityKey[];
  latestValues?: EntityKey[];
  keyFilters?: KeyFilter[];
}

export interface TsValue {
  ts: number;
  value: string;
}

export interface EntityData {
  entityId: EntityId;
  /** Keyed by the key type of the request, then by key name; every value a string. */
  latest: Partial<Record<EntityKeyType, Record<string, TsValue>>>;
  timeseries: Record<string, TsValue[]>;
}

export interface AlarmDataPageLink extends EntityDataPageLink {
  startTs?: number;
  endTs?: number;
  timeWindow?: number;
  typeList?: string[];
  statusList?: string[];
  severityList?: string[];
  searchPropagatedAlarms?: boolean;
}

export interface AlarmDataQuery {
  entityFilter: EntityFilter;
  pageLink: AlarmDataPageLink;
  alarmFields: EntityKey[];
  entityFields?: EntityKey[];
  latestValues?: EntityKey[];
  keyFilters?: KeyFilter[];
}

/** An alarm found through an alarm data query: AlarmInfo plus the entity it was found through. */
export interface AlarmData {
  id: EntityId;
  createdTime: number;
  type: string;
  severity: string;
  status: string;
  originator: EntityId;
  originatorName?: string | null;
  startTs: number;
  endTs: number;
  ackTs: number;
  clearTs: number;
  details?: unknown;
  entityId: EntityId;
  latest: Partial<Record<EntityKeyType, Record<string, TsValue>>>;
}
