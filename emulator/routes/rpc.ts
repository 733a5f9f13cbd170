import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ANY_USER, CU, TA, requireAuthority } from '../auth/caller.ts';
import type { Caller } from '../auth/caller.ts';
import type { EmulatorContext } from '../context.ts';
import { PERMISSION_DENIED_MESSAGE, badRequest, entityNotFound, forbidden } from '../http/api-error.ts';
import { sendEmpty } from '../http/body.ts';
import { bindPageParams, toPageLink } from '../http/page-link.ts';
import { uuidParam } from '../http/params.ts';
import { queryValue } from '../http/query.ts';
import { parseRpcRequest } from '../rpc/rpc-request.ts';
import { callDevice } from '../rpc/rpc-service.ts';
import type { RpcApi } from '../rpc/rpc-service.ts';
import { RPC_STATUSES, createRpcStore, toRpc } from '../rpc/rpc-store.ts';
import type { RpcRow, RpcStatus } from '../rpc/rpc-store.ts';
import { checkDevice } from '../security/checks.ts';
import { canAccessOwned } from '../security/permissions.ts';

/** RPC calls report device problems as plain text, like the telemetry endpoints (contract 8). */
function sendPlain(reply: FastifyReply, status: number, text: string): FastifyReply {
  return reply.code(status).header('content-type', 'text/plain;charset=UTF-8').send(text);
}

export function rpcRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  const store = createRpcStore(ctx.db);

  const call = (oneway: boolean, api: RpcApi) => async (request: FastifyRequest, reply: FastifyReply) => {
    const deviceId = uuidParam(request.params, 'deviceId');
    const caller = requireAuthority(request, ...ANY_USER);
    const rpc = parseRpcRequest(request.body, ctx.clock.now());
    const device = ctx.stores.devices.findById(deviceId);
    if (!device) return sendPlain(reply, 404, "Device with requested id wasn't found!");
    if (!canAccessOwned(caller, 'WRITE', device)) return sendPlain(reply, 403, PERMISSION_DENIED_MESSAGE);
    const outcome = await callDevice(ctx, store, caller, device, rpc, oneway, api);
    if (outcome.body === '') return reply.code(outcome.status).send();
    return reply.code(outcome.status).header('content-type', 'application/json').send(outcome.body);
  };
  app.post('/api/rpc/oneway/:deviceId', call(true, 'v2'));
  app.post('/api/rpc/twoway/:deviceId', call(false, 'v2'));
  app.post('/api/plugins/rpc/oneway/:deviceId', call(true, 'v1'));
  app.post('/api/plugins/rpc/twoway/:deviceId', call(false, 'v1'));

  /** Persistent RPCs are checked through their device: found, then owned by the caller's tenant/customer. */
  const checkRpc = (caller: Caller, id: string): RpcRow => {
    const row = store.findById(id, ctx.clock.now());
    if (!row) throw entityNotFound('Rpc', id);
    const device = ctx.stores.devices.findById(row.device_id);
    const owner = device ?? { tenant_id: row.tenant_id, customer_id: '' };
    if (!canAccessOwned(caller, 'READ', owner)) throw forbidden();
    return row;
  };

  app.get('/api/rpc/persistent/:rpcId', async (request) => {
    const caller = requireAuthority(request, TA, CU);
    return toRpc(checkRpc(caller, uuidParam(request.params, 'rpcId')));
  });

  app.delete('/api/rpc/persistent/:rpcId', async (request, reply) => {
    const caller = requireAuthority(request, TA);
    const row = checkRpc(caller, uuidParam(request.params, 'rpcId'));
    store.delete(row.id);
    return sendEmpty(reply);
  });

  app.get('/api/rpc/persistent/device/:deviceId', async (request) => {
    const params = bindPageParams(request);
    const deviceId = uuidParam(request.params, 'deviceId');
    const caller = requireAuthority(request, TA, CU);
    const rawStatus = queryValue(params.query, 'rpcStatus');
    let status: RpcStatus | null = null;
    if (rawStatus !== undefined && rawStatus !== '') {
      if (!(RPC_STATUSES as readonly string[]).includes(rawStatus)) {
        throw badRequest(`No enum constant org.thingsboard.server.common.data.rpc.RpcStatus.${rawStatus}`);
      }
      status = rawStatus as RpcStatus;
      if (status === 'DELETED') throw badRequest('RpcStatus: DELETED');
    }
    const device = checkDevice(ctx, caller, deviceId, 'READ');
    return store.findPage(device.tenant_id, device.id, status, toPageLink(params), ctx.clock.now());
  });
}
