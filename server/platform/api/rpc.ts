import type { PlatformClient } from '../platform-client.ts';
import type { RpcRequest } from '../types/telemetry.ts';

/** Server-side RPC, v2 (contract 8): one-way answers nothing, two-way the device's reply (undefined when empty). */
export function sendRpc(platform: PlatformClient, deviceId: string, oneWay: boolean, request: RpcRequest): Promise<unknown> {
  return platform.post<unknown>(`/api/rpc/${oneWay ? 'oneway' : 'twoway'}/${encodeURIComponent(deviceId)}`, { body: request });
}
