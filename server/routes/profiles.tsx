import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { assetProfilesApi } from '../platform/api/asset-profiles.ts';
import { deviceProfilesApi } from '../platform/api/device-profiles.ts';
import { withoutIdentity } from '../tables/dialogs/json-import.ts';
import { sendJsonFile } from '../tables/json-export.ts';
import { entityPages } from '../tables/entity-pages.tsx';
import { ownPlace } from '../tables/list-scope.ts';
import { assetProfileTable } from '../tables/profiles/asset-profile-tables.ts';
import { deviceProfileTable } from '../tables/profiles/device-profile-tables.ts';
import { ALARM_RULES_TAB, alarmRulesView, storedDraft, submitAlarmRules } from '../tables/profiles/alarm-rules-page.ts';
import { AlarmRulesPage, AlarmRulesRegion } from '../../views/profiles/alarm-rules-page.tsx';
import { routeCrumbs } from '../domain/route-crumbs.ts';
import type { AlarmRulesView } from '../domain/profile-alarms.ts';
import { routePlugin } from '../route-plugin.ts';
import { Uuid } from '../route-schemas.ts';

const DEVICE_PROFILES = { list: 'deviceProfiles', details: 'deviceProfile' } as const;
const ASSET_PROFILES = { list: 'assetProfiles', details: 'assetProfile' } as const;
const schema = { params: Type.Object({ entityId: Uuid }) };

/** A profile as a JSON file to keep or import elsewhere (its export action), without its identity. */
function download(reply: FastifyReply, profile: { name: string }): FastifyReply {
  return sendJsonFile(reply, profile.name, withoutIdentity(profile as unknown as Record<string, unknown>));
}

const entityIdOf = (request: FastifyRequest) => (request.params as { entityId: string }).entityId;

/** The alarm rules tab: the whole page, or its region for htmx (the form's answers). */
async function answerAlarmRules(request: FastifyRequest, reply: FastifyReply, status: number, view: AlarmRulesView): Promise<FastifyReply> {
  reply.code(status);
  if (request.wantsFragment) return reply.fragment(<AlarmRulesRegion view={view} />);
  const { t } = request.view();
  const crumbs = routeCrumbs('deviceProfile', request.view(), { params: { entityId: entityIdOf(request) }, label: () => view.name });
  return reply.page(<AlarmRulesPage title={t('device-profile.device-profiles')} crumbs={crumbs} view={view} />, status);
}

/** `/profiles/deviceProfiles...` and `/profiles/assetProfiles...`: the tenant's profiles, their details, dialogs, forms and exports. */
export const profiles = routePlugin('profiles', async (app) => {
  entityPages(app, { routes: DEVICE_PROFILES, place: (request) => ownPlace(request, DEVICE_PROFILES), table: deviceProfileTable });
  entityPages(app, { routes: ASSET_PROFILES, place: (request) => ownPlace(request, ASSET_PROFILES), table: assetProfileTable });
  const alarmRules = `/profiles/deviceProfiles/:entityId/${ALARM_RULES_TAB}`;
  app.get(alarmRules, { config: { routeId: 'deviceProfile' }, schema }, async (request, reply) => {
    const place = ownPlace(request, DEVICE_PROFILES);
    const profile = await deviceProfilesApi.getDeviceProfile(request.platform, entityIdOf(request));
    return answerAlarmRules(request, reply, 200, await alarmRulesView(request, place, profile, storedDraft(profile)));
  });
  app.post(alarmRules, { config: { routeId: 'deviceProfile' }, schema }, async (request, reply) => {
    const place = ownPlace(request, DEVICE_PROFILES);
    const profile = await deviceProfilesApi.getDeviceProfile(request.platform, entityIdOf(request));
    return submitAlarmRules(request, reply, place, profile, (status, view) => answerAlarmRules(request, reply, status, view));
  });
  app.get('/profiles/deviceProfiles/:entityId/export', { config: { routeId: 'deviceProfile' }, schema }, async (request, reply) =>
    download(reply, await deviceProfilesApi.getDeviceProfile(request.platform, entityIdOf(request))),
  );
  app.get('/profiles/assetProfiles/:entityId/export', { config: { routeId: 'assetProfile' }, schema }, async (request, reply) =>
    download(reply, await assetProfilesApi.getAssetProfile(request.platform, entityIdOf(request))),
  );
});
