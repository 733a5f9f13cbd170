import { ApiError } from '../../http/api-error.ts';
import type { WsSession } from '../../ws/session.ts';
import { v1Error } from '../../ws/v1-commands.ts';
import { findAlarmData } from '../alarm-data.ts';
import { countEntities } from '../entity-data.ts';
import { parseAlarmQuery } from '../parse-query.ts';
import type { AlarmDataQuery } from '../query-types.ts';
import { alarmDataPage, alarmDataUpdate, cmdIdOf, v2Error } from './v2-messages.ts';

const subscriptionKey = (cmdId: number) => `alarmData:${cmdId}`;

const idOf = (item: unknown) => (item as { id: { id: string } }).id.id;

function run(session: WsSession, query: AlarmDataQuery) {
  const page = findAlarmData(session.ctx.db, session.caller, query);
  const totalEntities = countEntities(session.ctx.db, session.caller, query);
  return { page, totalEntities };
}

/**
 * `alarmDataCmds[]` (contract 6.4): the first page, then on every alarm change of the tenant either the changed
 * alarm alone (`update`) or, when the page now holds other alarms, the whole page again.
 */
export function alarmDataCommand(session: WsSession, command: Record<string, unknown>): void {
  const cmdId = cmdIdOf(command);
  if (cmdId < 0) {
    session.send(v1Error(cmdId, 2, 'Cmd id is negative value!'));
    return;
  }
  if (command.query === undefined || command.query === null) {
    session.send(v1Error(cmdId, 2, 'Query is empty!'));
    return;
  }
  let query: AlarmDataQuery;
  let first;
  try {
    query = parseAlarmQuery(command.query);
    first = run(session, query);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    session.send(v2Error(cmdId, 'ALARM_DATA', 'Failed to process websocket command!'));
    return;
  }
  session.send(alarmDataPage(cmdId, first.page, first.totalEntities));
  let shown = first.page.data.map(idOf);
  session.subscribe(subscriptionKey(cmdId), (event) => {
    if (event.kind !== 'alarm' || event.tenantId !== session.caller.tenantId) return;
    const { page, totalEntities } = run(session, query);
    const ids = page.data.map(idOf);
    const samePage = ids.length === shown.length && ids.every((id, index) => id === shown[index]);
    shown = ids;
    if (!samePage) {
      session.send(alarmDataPage(cmdId, page, totalEntities));
      return;
    }
    const changed = page.data.find((item) => idOf(item) === event.alarm.id);
    if (changed) session.send(alarmDataUpdate(cmdId, [changed], totalEntities));
  });
}

export function alarmDataUnsubscribe(session: WsSession, command: Record<string, unknown>): void {
  session.unsubscribe(subscriptionKey(cmdIdOf(command)));
}
