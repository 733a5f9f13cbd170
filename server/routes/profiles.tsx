import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { assetProfilesApi } from '../platform/api/asset-profiles.ts';
import { deviceProfilesApi } from '../platform/api/device-profiles.ts';
import { exported } from '../tables/dialogs/json-import.ts';
import { entityPages } from '../tables/entity-pages.tsx';
import { ownPlace } from '../tables/list-scope.ts';
import { assetProfileTable } from '../tables/profiles/asset-profile-tables.ts';
import { deviceProfileTable } from '../tables/profiles/device-profile-tables.ts';
import { exportFileName } from '../tables/profiles/profile-table.ts';
import { routePlugin } from '../route-plugin.ts';
import { Uuid } from '../route-schemas.ts';

const DEVICE_PROFILES = { list: 'deviceProfiles', details: 'deviceProfile' } as const;
const ASSET_PROFILES = { list: 'assetProfiles', details: 'assetProfile' } as const;
const schema = { params: Type.Object({ entityId: Uuid }) };

/** A profile as a JSON file to keep or import elsewhere (its export action). */
function download(reply: FastifyReply, profile: { name: string }): FastifyReply {
  return reply
    .header('content-type', 'application/json; charset=utf-8')
    .header('content-disposition', `attachment; filename="${encodeURIComponent(exportFileName(profile.name))}"`)
    .header('cache-control', 'no-store')
    .send(JSON.stringify(exported(profile), null, 2));
}

const entityIdOf = (request: FastifyRequest) => (request.params as { entityId: string }).entityId;

/** `/profiles/deviceProfiles...` and `/profiles/assetProfiles...`: the tenant's profiles, their details, dialogs, forms and exports. */
export const profiles = routePlugin('profiles', async (app) => {
  entityPages(app, { routes: DEVICE_PROFILES, place: (request) => ownPlace(request, DEVICE_PROFILES), table: deviceProfileTable });
  entityPages(app, { routes: ASSET_PROFILES, place: (request) => ownPlace(request, ASSET_PROFILES), table: assetProfileTable });
  app.get('/profiles/deviceProfiles/:entityId/export', { config: { routeId: 'deviceProfile' }, schema }, async (request, reply) =>
    download(reply, await deviceProfilesApi.getDeviceProfile(request.platform, entityIdOf(request))),
  );
  app.get('/profiles/assetProfiles/:entityId/export', { config: { routeId: 'assetProfile' }, schema }, async (request, reply) =>
    download(reply, await assetProfilesApi.getAssetProfile(request.platform, entityIdOf(request))),
  );
});
