import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { EmulatorContext } from '../context.ts';
import { queryParams, queryValue } from '../http/query.ts';
import { isObject } from '../lib/json.ts';
import { deviceByAccessToken, postDeviceAttributes, postDeviceTelemetry } from '../telemetry/device-transport.ts';
import { JavaDouble, TelemetryParseError, nativeValue, parseJavaJson } from '../telemetry/values.ts';

/** The device HTTP transport (`/api/v1/{accessToken}/...`, no user token): empty bodies, transport statuses. */
export function deviceTransportRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  const device = (request: FastifyRequest) => deviceByAccessToken(ctx, (request.params as { token: string }).token);
  const payload = (request: FastifyRequest): unknown => {
    try {
      return parseJavaJson(typeof request.body === 'string' ? request.body : '');
    } catch {
      return undefined;
    }
  };
  const empty = (reply: FastifyReply, status: number) => reply.code(status).send();

  app.post('/api/v1/:token/telemetry', async (request, reply) => {
    const target = device(request);
    if (!target) return empty(reply, 401);
    const body = payload(request);
    if (body === undefined) return empty(reply, 400);
    try {
      postDeviceTelemetry(ctx, target, body);
    } catch (error) {
      if (error instanceof TelemetryParseError) return empty(reply, 400);
      throw error;
    }
    return empty(reply, 200);
  });

  app.post('/api/v1/:token/attributes', async (request, reply) => {
    const target = device(request);
    if (!target) return empty(reply, 401);
    const body = payload(request);
    if (!isObject(body) || body instanceof JavaDouble) return empty(reply, 400);
    postDeviceAttributes(ctx, target, body);
    return empty(reply, 200);
  });

  app.get('/api/v1/:token/attributes', async (request, reply) => {
    const target = device(request);
    if (!target) return empty(reply, 401);
    const query = queryParams(request);
    const section = (scope: string, param: string) => {
      const raw = queryValue(query, param);
      const keys = raw === undefined || raw === '' ? null : raw.split(',');
      const found = ctx.stores.attributes.find(target.id, scope, keys);
      return Object.fromEntries(found.map((a) => [a.key, nativeValue(a.value)]));
    };
    return { client: section('CLIENT_SCOPE', 'clientKeys'), shared: section('SHARED_SCOPE', 'sharedKeys') };
  });
}
