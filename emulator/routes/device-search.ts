import type { FastifyInstance } from 'fastify';
import { CU, TA, requireAuthority } from '../auth/caller.ts';
import type { EmulatorContext } from '../context.ts';
import { notFound } from '../http/api-error.ts';
import { objectBody } from '../http/body.ts';
import { isObject } from '../lib/json.ts';
import { checkEntity, mayAccess } from '../security/entity-access.ts';
import { findRelationsByQuery, parseSearchParameters, relatedEntities } from '../services/relation-query.ts';
import { toDevice } from '../store/devices.ts';
import type { DeviceRow } from '../store/devices.ts';

/** POST /api/devices (`DeviceSearchQuery`): devices reachable by relations from the root, of the listed types. */
export function deviceSearchRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  app.post('/api/devices', async (request) => {
    const body = objectBody(request, 'org.thingsboard.server.common.data.device.DeviceSearchQuery');
    const caller = requireAuthority(request, TA, CU);
    if (!isObject(body.parameters) || !Array.isArray(body.deviceTypes)) throw notFound();
    const parameters = parseSearchParameters(body.parameters);
    checkEntity(ctx, caller, parameters.root, 'READ');
    const relationType = typeof body.relationType === 'string' && body.relationType !== '' ? body.relationType : null;
    const rows = findRelationsByQuery(ctx, { ...parameters, filters: [{ relationType, entityTypes: ['DEVICE'] }] });
    const types = new Set(body.deviceTypes.filter((type): type is string => typeof type === 'string'));
    return relatedEntities(rows, parameters.direction)
      .map((entity) => ctx.stores.devices.findById(entity.id))
      .filter((row): row is DeviceRow => row !== undefined && types.has(row.type))
      .filter((row) => mayAccess(ctx, caller, { entityType: 'DEVICE', id: row.id }, 'READ'))
      .map(toDevice);
  });
}
