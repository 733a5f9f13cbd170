import { Type } from '@sinclair/typebox';
import { resourcesApi } from '../platform/api/resources.ts';
import { queueTable } from '../tables/queues/queue-kind.ts';
import { resourceTable } from '../tables/resources/resource-kind.ts';
import { RESOURCE_UPLOADS } from '../tables/resources/resource-upload.ts';
import { entityPages } from '../tables/entity-pages.tsx';
import { sendPlatformFile, statedFileName } from '../tables/file-download.ts';
import { ownPlace } from '../tables/list-scope.ts';
import { routePlugin } from '../route-plugin.ts';
import { Uuid } from '../route-schemas.ts';

const QUEUES = { list: 'queues', details: 'queue' } as const;
const RESOURCES = { list: 'resourcesLibrary', details: 'resource' } as const;

/** `/settings/queues...` and `/settings/resources-library...`: queues (system administrator), the resources library. */
export const settingsTables = routePlugin('settings-tables', async (app) => {
  entityPages(app, { routes: QUEUES, place: (request) => ownPlace(request, QUEUES), table: () => queueTable });
  entityPages(app, {
    routes: RESOURCES,
    place: (request) => ownPlace(request, RESOURCES),
    table: (_scope, request) => resourceTable(request),
    uploads: RESOURCE_UPLOADS,
  });

  app.get('/settings/resources-library/:entityId/download', { config: { routeId: 'resource' }, schema: { params: Type.Object({ entityId: Uuid }) } }, async (request, reply) => {
    const res = await resourcesApi.downloadResource(request.platform, request.params.entityId);
    return sendPlatformFile(reply, res, statedFileName(res, 'resource'));
  });
});
