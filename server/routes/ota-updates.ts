import { Type } from '@sinclair/typebox';
import { otaPackagesApi } from '../platform/api/ota-packages.ts';
import { entityPages } from '../tables/entity-pages.tsx';
import { sendPlatformFile, statedFileName } from '../tables/file-download.ts';
import { ownPlace } from '../tables/list-scope.ts';
import { otaPackageTable } from '../tables/ota-packages/ota-kind.ts';
import { otaUploads } from '../tables/ota-packages/ota-upload.ts';
import { routePlugin } from '../route-plugin.ts';
import { Uuid } from '../route-schemas.ts';

const OTA = { list: 'otaUpdates', details: 'otaUpdate' } as const;

/** `/otaUpdates...`: the tenant's OTA packages, their upload (streamed on to the platform) and download. */
export const otaUpdates = routePlugin<{ maxBytes: number }>('ota-updates', async (app, options) => {
  const table = otaPackageTable(options.maxBytes);
  entityPages(app, { routes: OTA, place: (request) => ownPlace(request, OTA), table: () => table, uploads: otaUploads(options.maxBytes) });

  app.get('/otaUpdates/:entityId/download', { config: { routeId: 'otaUpdate' }, schema: { params: Type.Object({ entityId: Uuid }) } }, async (request, reply) => {
    const { entityId } = request.params;
    const res = await otaPackagesApi.downloadOtaPackage(request.platform, entityId);
    return sendPlatformFile(reply, res, statedFileName(res, 'package'));
  });
});
