import { ApiError } from '../../http/api-error.ts';
import type { WsSession } from '../../ws/session.ts';
import { v1Error } from '../../ws/v1-commands.ts';
import { countEntities } from '../entity-data.ts';
import { parseCountQuery } from '../parse-query.ts';
import type { EntityCountQuery } from '../query-types.ts';
import { DYNAMIC_REFRESH_MS } from './entity-data-cmd.ts';
import { cmdIdOf, countData, v2Error } from './v2-messages.ts';

const subscriptionKey = (cmdId: number) => `entityCount:${cmdId}`;

/**
 * `entityCountCmds[]`: the count, re-checked on the platform's dynamic refresh interval and right after entity
 * changes (and, with key filters, value changes); sent again only when it changed.
 */
export function entityCountCommand(session: WsSession, command: Record<string, unknown>): void {
  const cmdId = cmdIdOf(command);
  if (cmdId < 0) {
    session.send(v1Error(cmdId, 2, 'Cmd id is negative value!'));
    return;
  }
  if (command.query === undefined || command.query === null) {
    session.send(v1Error(cmdId, 2, 'Query is empty!'));
    return;
  }
  let query: EntityCountQuery;
  let count: number;
  try {
    query = parseCountQuery(command.query);
    count = countEntities(session.ctx.db, session.caller, query);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    session.send(v2Error(cmdId, 'COUNT_DATA', 'Failed to process websocket command!'));
    return;
  }
  session.send(countData(cmdId, count));
  const recount = () => {
    const next = countEntities(session.ctx.db, session.caller, query);
    if (next === count) return;
    count = next;
    session.send(countData(cmdId, count));
  };
  const timer = setInterval(recount, DYNAMIC_REFRESH_MS);
  timer.unref();
  const valuesMatter = query.keyFilters.length > 0;
  session.subscribe(
    subscriptionKey(cmdId),
    (event) => {
      if (event.tenantId !== session.caller.tenantId) return;
      if (event.kind === 'entity' || (valuesMatter && (event.kind === 'timeseries' || event.kind === 'attributes'))) recount();
    },
    () => clearInterval(timer),
  );
}

export function entityCountUnsubscribe(session: WsSession, command: Record<string, unknown>): void {
  session.unsubscribe(subscriptionKey(cmdIdOf(command)));
}
