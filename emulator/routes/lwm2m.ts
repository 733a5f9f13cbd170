import type { FastifyInstance } from 'fastify';
import { CU, TA, requireAuthority } from '../auth/caller.ts';
import { requiredQuery } from '../auth/bind.ts';
import type { EmulatorContext } from '../context.ts';
import { booleanParam, convertedToNull, queryParams } from '../http/query.ts';
import { toLwM2mObject } from '../lwm2m/lwm2m-object.ts';
import type { LwM2mObject } from '../lwm2m/lwm2m-object.ts';
import { serverSecurityConfig } from '../lwm2m/server-security.ts';
import { createResourceStore } from '../store/resources.ts';

/** A `String[]` request parameter: repeated values as given, a single value split at commas, each trimmed. */
function stringArrayQuery(params: Map<string, string[]>, name: string): string[] | null {
  const values = params.get(name);
  if (values === undefined) return null;
  const parts = values.length === 1 ? (values[0] === '' ? [] : values[0].split(',')) : values;
  return parts.map((part) => part.trim());
}

const byId = (a: LwM2mObject, b: LwM2mObject) => a.id - b.id;
const byName = (a: LwM2mObject, b: LwM2mObject) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

export function lwm2mRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  const resources = createResourceStore(ctx.db);

  /** Object models parsed from the LWM2M_MODEL resources the tenant sees, for LwM2M device profiles. */
  app.get('/api/resource/lwm2m', async (request) => {
    const sortOrder = requiredQuery(request, 'sortOrder');
    const sortProperty = requiredQuery(request, 'sortProperty');
    const objectIds = stringArrayQuery(queryParams(request), 'objectIds');
    const caller = requireAuthority(request, TA);
    const objects = resources.findLwm2mModels(caller.tenantId, objectIds)
      .map((row) => toLwM2mObject(row.resource_key, row.data))
      .filter((object) => object !== null);
    const compare = sortProperty === 'name' ? byName : byId;
    return objects.sort(sortOrder === 'DESC' ? (a, b) => compare(b, a) : compare);
  });

  app.get('/api/lwm2m/deviceProfile/bootstrap/:isBootstrapServer', async (request) => {
    const raw = (request.params as { isBootstrapServer: string }).isBootstrapServer;
    const bootstrapServer = booleanParam(raw);
    if (bootstrapServer === null) throw convertedToNull('isBootstrapServer', 'boolean');
    requireAuthority(request, TA, CU);
    return serverSecurityConfig(bootstrapServer, request.hostname);
  });
}
