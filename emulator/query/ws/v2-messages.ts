import type { PageData } from '../../http/page-link.ts';

/** `server.ws.max_entities_per_data_subscription` / `..._alarm_subscription` (contract 10.3). */
export const ALLOWED_ENTITIES = 10000;

export type CmdUpdateType = 'ENTITY_DATA' | 'ALARM_DATA' | 'COUNT_DATA';

/** A full page (first reply, dynamic re-runs, history results): `data` set, `update` null. */
export function entityDataPage(cmdId: number, data: PageData<unknown>) {
  return { cmdId, errorCode: 0, errorMsg: null, cmdUpdateType: 'ENTITY_DATA', data, update: null, allowedEntities: ALLOWED_ENTITIES };
}

/** Only the changed entities with only the changed keys. */
export function entityDataUpdate(cmdId: number, update: unknown[]) {
  return { cmdId, errorCode: 0, errorMsg: null, cmdUpdateType: 'ENTITY_DATA', data: null, update, allowedEntities: ALLOWED_ENTITIES };
}

export function alarmDataPage(cmdId: number, data: PageData<unknown>, totalEntities: number) {
  return {
    cmdId, errorCode: 0, errorMsg: null, cmdUpdateType: 'ALARM_DATA', data, update: null,
    allowedEntities: ALLOWED_ENTITIES, totalEntities,
  };
}

export function alarmDataUpdate(cmdId: number, update: unknown[], totalEntities: number) {
  return {
    cmdId, errorCode: 0, errorMsg: null, cmdUpdateType: 'ALARM_DATA', data: null, update,
    allowedEntities: ALLOWED_ENTITIES, totalEntities,
  };
}

export function countData(cmdId: number, count: number) {
  return { cmdId, errorCode: 0, errorMsg: null, cmdUpdateType: 'COUNT_DATA', count };
}

/** A failed command in the v2 envelope of its kind. */
export function v2Error(cmdId: number, type: CmdUpdateType, errorMsg: string) {
  if (type === 'COUNT_DATA') return { cmdId, errorCode: 1, errorMsg, cmdUpdateType: type, count: 0 };
  return { cmdId, errorCode: 1, errorMsg, cmdUpdateType: type, data: null, update: null, allowedEntities: 0 };
}

export function cmdIdOf(command: Record<string, unknown>): number {
  return typeof command.cmdId === 'number' && Number.isFinite(command.cmdId) ? Math.trunc(command.cmdId) : 0;
}
