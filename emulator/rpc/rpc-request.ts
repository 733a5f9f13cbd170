import { badRequest, general } from '../http/api-error.ts';
import { isObject } from '../lib/json.ts';

/** Defaults of `server.rest.server_side_rpc` (contract 10.3). */
export const DEFAULT_RPC_TIMEOUT_MS = 10000;
export const MIN_RPC_TIMEOUT_MS = 5000;

export interface RpcRequest {
  method: string;
  /** `params` as the JSON text forwarded to the device; null when the body has none. */
  paramsText: string | null;
  expirationTime: number;
  persistent: boolean;
  retries: number | null;
  additionalInfo: unknown;
  requestUUID: string | null;
}

function asLong(value: unknown, fallback: number): number {
  if (typeof value === 'number' && Number.isFinite(value)) return Math.trunc(value);
  if (typeof value === 'string' && /^-?\d+$/.test(value.trim())) return Number(value.trim());
  return fallback;
}

/** Reads the raw body the way the RPC controller does: unparseable → 400, no `method` → the null dereference's 500. */
export function parseRpcRequest(raw: unknown, now: number): RpcRequest {
  let body: unknown;
  try {
    body = JSON.parse(typeof raw === 'string' ? raw : '');
  } catch {
    throw badRequest('Invalid request body');
  }
  if (!isObject(body)) throw badRequest('Invalid request body');
  if (body.method === undefined || body.method === null) {
    throw general(
      'Cannot invoke "com.fasterxml.jackson.databind.JsonNode.asText()" because the return value of ' +
        '"com.fasterxml.jackson.databind.JsonNode.get(String)" is null',
    );
  }
  const method = typeof body.method === 'string' ? body.method : JSON.stringify(body.method);
  const timeout = asLong(body.timeout, DEFAULT_RPC_TIMEOUT_MS);
  const expirationTime = body.expirationTime !== undefined && body.expirationTime !== null
    ? asLong(body.expirationTime, now + Math.max(MIN_RPC_TIMEOUT_MS, timeout))
    : now + Math.max(MIN_RPC_TIMEOUT_MS, timeout);
  return {
    method,
    paramsText: body.params === undefined ? null : JSON.stringify(body.params),
    expirationTime,
    persistent: body.persistent === true || body.persistent === 'true',
    retries: body.retries === undefined || body.retries === null ? null : asLong(body.retries, 0),
    additionalInfo: body.additionalInfo ?? null,
    requestUUID: typeof body.requestUUID === 'string' ? body.requestUUID : null,
  };
}
