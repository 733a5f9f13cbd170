import { setTimeout as sleep } from 'node:timers/promises';
import type { Caller } from '../auth/caller.ts';
import type { EmulatorContext } from '../context.ts';
import { createdTimeOf, isUuid, timeUuid } from '../lib/ids.ts';
import { writeJson } from '../lib/json.ts';
import { auditEntityAction } from '../services/audit-log.ts';
import { deviceTarget } from '../services/audit-targets.ts';
import type { DeviceRow } from '../store/devices.ts';
import type { RpcRequest } from './rpc-request.ts';
import type { RpcRow, RpcStatus, RpcStore } from './rpc-store.ts';
import { answer, behaviourOf } from './simulated-device.ts';
import type { DeviceAnswer } from './simulated-device.ts';

export type RpcApi = 'v1' | 'v2';

/** An HTTP outcome of an RPC call: a status and a JSON text body ('' = empty body). */
export interface RpcOutcome {
  status: number;
  body: string;
}

function parsesAsJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

function audit(ctx: EmulatorContext, caller: Caller, device: DeviceRow, oneway: boolean, request: RpcRequest, failure?: string) {
  const data = { oneWay: oneway, method: request.method, params: request.paramsText };
  auditEntityAction(ctx, caller, deviceTarget(device), 'RPC_CALL', data, failure);
}

/** Where a persistent request stands right after the simulated device saw it, and where it ends at expiry. */
function persistentState(reply: DeviceAnswer): { status: RpcStatus; response: string | null; atExpiry: RpcStatus | null } {
  switch (reply.kind) {
    case 'delivered': return { status: 'SUCCESSFUL', response: null, atExpiry: null };
    case 'no-reply': return { status: 'DELIVERED', response: null, atExpiry: 'TIMEOUT' };
    case 'not-connected': return { status: 'QUEUED', response: null, atExpiry: 'EXPIRED' };
    case 'reply':
      if (reply.text === '') return { status: 'SUCCESSFUL', response: null, atExpiry: null };
      if (!parsesAsJson(reply.text)) return { status: 'FAILED', response: writeJson({ error: reply.text }), atExpiry: null };
      return { status: 'SUCCESSFUL', response: reply.text, atExpiry: null };
  }
}

function storePersistent(store: RpcStore, device: DeviceRow, request: RpcRequest, oneway: boolean, reply: DeviceAnswer): string {
  const id = request.requestUUID !== null && isUuid(request.requestUUID) ? request.requestUUID.toLowerCase() : timeUuid();
  const state = persistentState(reply);
  const requestId = store.nextRequestId();
  const row: RpcRow = {
    id,
    created_time: isUuid(id) && id[14] === '1' ? createdTimeOf(id) : Date.now(),
    tenant_id: device.tenant_id,
    device_id: device.id,
    request_id: requestId,
    expiration_time: request.expirationTime,
    request: JSON.stringify({
      id: requestId,
      oneway,
      body: { method: request.method, params: request.paramsText },
      retries: request.retries,
    }),
    response: state.response,
    status: state.status,
    outcome_at_expiry: state.atExpiry,
    additional_info: writeJson(request.additionalInfo),
  };
  store.insert(row);
  return id;
}

/** Waits for a reply that never comes, then answers like the platform does at expiration. */
async function expire(request: RpcRequest, api: RpcApi, connected: boolean, now: number): Promise<RpcOutcome> {
  const wait = request.expirationTime - now;
  if (wait > 0) await sleep(wait);
  if (api === 'v2') return { status: 504, body: '' };
  return { status: connected ? 408 : 409, body: '' };
}

/** Sends one RPC to the simulated device (contract 8). */
export async function callDevice(
  ctx: EmulatorContext,
  store: RpcStore,
  caller: Caller,
  device: DeviceRow,
  request: RpcRequest,
  oneway: boolean,
  api: RpcApi,
): Promise<RpcOutcome> {
  const reply = answer(behaviourOf(device.additional_info), oneway, request.paramsText);
  if (request.persistent) {
    const rpcId = storePersistent(store, device, request, oneway, reply);
    audit(ctx, caller, device, oneway, request);
    return { status: 200, body: JSON.stringify({ rpcId }) };
  }
  if (reply.kind === 'no-reply' || reply.kind === 'not-connected') {
    const outcome = await expire(request, api, reply.kind === 'no-reply', ctx.clock.now());
    audit(ctx, caller, device, oneway, request, 'Request timeout');
    return outcome;
  }
  audit(ctx, caller, device, oneway, request);
  if (reply.kind === 'delivered' || reply.text === '') return { status: 200, body: '' };
  if (!parsesAsJson(reply.text)) return { status: 406, body: '' };
  return { status: 200, body: reply.text };
}
