import { isObject } from '../../lib/json.ts';
import type { CommandHandler, CommandRegistry } from '../../ws/command-registry.ts';
import { alarmDataCommand, alarmDataUnsubscribe } from './alarm-data-cmd.ts';
import { entityCountCommand, entityCountUnsubscribe } from './entity-count-cmd.ts';
import { entityDataCommand, entityDataUnsubscribe } from './entity-data-cmd.ts';

const objectCommand = (handler: CommandHandler): CommandHandler => (session, command) =>
  isObject(command) ? handler(session, command) : undefined;

/** The new-style commands of contract 6.4, on top of the entity query engine. */
export function registerV2Commands(registry: CommandRegistry): void {
  registry.register('entityDataCmds', objectCommand(entityDataCommand));
  registry.register('alarmDataCmds', objectCommand(alarmDataCommand));
  registry.register('entityCountCmds', objectCommand(entityCountCommand));
  registry.register('entityDataUnsubscribeCmds', objectCommand(entityDataUnsubscribe));
  registry.register('alarmDataUnsubscribeCmds', objectCommand(alarmDataUnsubscribe));
  registry.register('entityCountUnsubscribeCmds', objectCommand(entityCountUnsubscribe));
}
