import type { EntityId } from './ids.ts';

export type AlarmSeverity = 'CRITICAL' | 'MAJOR' | 'MINOR' | 'WARNING' | 'INDETERMINATE';
export type AlarmStatus = 'ACTIVE_UNACK' | 'ACTIVE_ACK' | 'CLEARED_UNACK' | 'CLEARED_ACK';
export const ALARM_SEARCH_STATUSES = ['ANY', 'ACTIVE', 'CLEARED', 'ACK', 'UNACK'] as const;
export type AlarmSearchStatus = (typeof ALARM_SEARCH_STATUSES)[number];

/** An alarm with its originator's name (contract 4.16). */
export interface AlarmInfo {
  id: EntityId;
  createdTime: number;
  tenantId?: EntityId;
  customerId?: EntityId;
  type: string;
  originator: EntityId;
  originatorName?: string | null;
  severity: AlarmSeverity;
  status: AlarmStatus;
  startTs: number;
  endTs: number;
  ackTs: number;
  clearTs: number;
  details?: unknown;
}
