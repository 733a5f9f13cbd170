import { Type } from '@sinclair/typebox';
import { tenantProfilesApi } from '../platform/api/tenants.ts';
import { tenantProfileTable } from '../tables/tenant-profiles/tenant-profile-kind.ts';
import { tenantTable } from '../tables/tenants/tenant-kind.ts';
import { entityPages } from '../tables/entity-pages.tsx';
import { sendJsonFile } from '../tables/json-export.ts';
import { ownPlace } from '../tables/list-scope.ts';
import { routePlugin } from '../route-plugin.ts';
import { Uuid } from '../route-schemas.ts';

const TENANTS = { list: 'tenants', details: 'tenant' } as const;
const TENANT_PROFILES = { list: 'tenantProfiles', details: 'tenantProfile' } as const;

/** `/tenants...` and `/tenantProfiles...`: the system administrator's tenants and tenant profiles. */
export const tenantTables = routePlugin('tenant-tables', async (app) => {
  entityPages(app, { routes: TENANTS, place: (request) => ownPlace(request, TENANTS), table: () => tenantTable });
  entityPages(app, { routes: TENANT_PROFILES, place: (request) => ownPlace(request, TENANT_PROFILES), table: () => tenantProfileTable });

  // Export: the profile as upstream's console downloads it.
  app.get('/tenantProfiles/:entityId/export', { config: { routeId: 'tenantProfile' }, schema: { params: Type.Object({ entityId: Uuid }) } }, async (request, reply) => {
    const profile = await tenantProfilesApi.getTenantProfile(request.platform, request.params.entityId);
    return sendJsonFile(reply, profile.name, profile);
  });
});
