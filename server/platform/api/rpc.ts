import type { PlatformClient } from '../platform-client.ts';
import type { PlatformError } from '../platform-error.ts';
import type { RpcRequest } from '../types/telemetry.ts';

const RPC_PATH = '/api/rpc/';

/** Server-side RPC, v2 (contract 8). */
export const rpcApi = {
  /** One-way answers nothing, two-way the device's reply (undefined when empty). */
  sendRpc(client: PlatformClient, deviceId: string, oneWay: boolean, request: RpcRequest): Promise<unknown> {
    return client.post<unknown>(`${RPC_PATH}${oneWay ? 'oneway' : 'twoway'}/${encodeURIComponent(deviceId)}`, { body: request });
  },
};

/** Whether a failure is an RPC's: its statuses speak of the device (408/504 timeout, 409 offline), not of the platform. */
export function isRpcFailure(error: PlatformError): boolean {
  return error.path.startsWith(RPC_PATH);
}
