import type { WsSession } from './session.ts';

/** Members of a command frame, in the order the platform processes them (contract 6.2). */
export const COMMAND_LISTS = [
  'attrSubCmds', 'tsSubCmds', 'historyCmds', 'entityDataCmds', 'alarmDataCmds', 'entityCountCmds',
  'entityDataUnsubscribeCmds', 'alarmDataUnsubscribeCmds', 'entityCountUnsubscribeCmds',
] as const;

export type CommandList = (typeof COMMAND_LISTS)[number];

/** Handles one command of a list; may reply at once (session.send) and keep a live subscription (session.subscribe). */
export type CommandHandler = (session: WsSession, command: Record<string, unknown>) => void | Promise<void>;

/**
 * Where command handlers are registered: v1 (attrSubCmds, tsSubCmds, historyCmds) in ws/v1-commands.ts,
 * v2 (entityData / alarmData / entityCount and their unsubscribes) by the query area. A list without a
 * handler is ignored, as an unknown member would be.
 */
export function createCommandRegistry() {
  const handlers = new Map<CommandList, CommandHandler>();
  return {
    /** Sets the handler of a list; returns the one it replaces (per running emulator, so tests may swap one in). */
    register(list: CommandList, handler: CommandHandler): CommandHandler | undefined {
      const previous = handlers.get(list);
      handlers.set(list, handler);
      return previous;
    },
    get(list: CommandList): CommandHandler | undefined {
      return handlers.get(list);
    },
  };
}

export type CommandRegistry = ReturnType<typeof createCommandRegistry>;
