/** The subscription commands of the platform's telemetry WebSocket (contract 6.3 and 6.4), without their cmdId. */
export type SubscriptionCommand =
  | { list: 'attrSubCmds'; cmd: { entityType: string; entityId: string; keys?: string; scope?: string } }
  | { list: 'tsSubCmds'; cmd: { entityType: string; entityId: string; keys?: string; startTs?: number; timeWindow?: number; interval?: number; limit?: number; agg?: string } }
  | { list: 'entityDataCmds'; cmd: Record<string, unknown> }
  | { list: 'alarmDataCmds'; cmd: { query: Record<string, unknown> } }
  | { list: 'entityCountCmds'; cmd: { query: Record<string, unknown> } };

/** A frame that subscribes `command` under `cmdId`. */
export function subscribeFrame(cmdId: number, command: SubscriptionCommand): Record<string, unknown[]> {
  return { [command.list]: [{ ...command.cmd, cmdId }] };
}

/** Merges frames: the platform takes every list of one frame in order. */
export function mergeFrames(frames: Record<string, unknown[]>[]): Record<string, unknown[]> {
  const merged: Record<string, unknown[]> = {};
  for (const frame of frames) for (const [list, cmds] of Object.entries(frame)) (merged[list] ??= []).push(...cmds);
  return merged;
}

/** A frame that ends the subscription `cmdId`: v1 commands are resent with `unsubscribe`, v2 ones have lists of their own. */
export function unsubscribeFrame(cmdId: number, command: SubscriptionCommand): Record<string, unknown[]> {
  switch (command.list) {
    case 'attrSubCmds':
    case 'tsSubCmds':
      return { [command.list]: [{ ...command.cmd, cmdId, unsubscribe: true }] };
    case 'entityDataCmds':
      return { entityDataUnsubscribeCmds: [{ cmdId }] };
    case 'alarmDataCmds':
      return { alarmDataUnsubscribeCmds: [{ cmdId }] };
    case 'entityCountCmds':
      return { entityCountUnsubscribeCmds: [{ cmdId }] };
  }
}

/** A platform update: v1 replies name their command `subscriptionId`, v2 ones `cmdId`. */
export interface PlatformUpdate {
  cmdId: number;
  errorCode: number;
  errorMsg: string | null;
  /** The message as the platform sent it. */
  message: Record<string, unknown>;
}

export function readUpdate(text: string): PlatformUpdate | null {
  let message: unknown;
  try {
    message = JSON.parse(text);
  } catch {
    return null;
  }
  if (message === null || typeof message !== 'object' || Array.isArray(message)) return null;
  const m = message as Record<string, unknown>;
  const cmdId = typeof m.cmdId === 'number' ? m.cmdId : typeof m.subscriptionId === 'number' ? m.subscriptionId : null;
  if (cmdId === null) return null;
  return { cmdId, errorCode: typeof m.errorCode === 'number' ? m.errorCode : 0, errorMsg: typeof m.errorMsg === 'string' ? m.errorMsg : null, message: m };
}
