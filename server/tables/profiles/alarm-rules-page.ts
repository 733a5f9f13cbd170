import type { FastifyReply, FastifyRequest } from 'fastify';
import { draftOf, type AlarmDraft, type AlarmRulesView } from '../../domain/profile-alarms.ts';
import { readDraft } from '../../domain/profile-alarms-posted.ts';
import { alarmsOf } from '../../domain/profile-alarms-saved.ts';
import { deviceProfilesApi } from '../../platform/api/device-profiles.ts';
import type { DeviceProfile } from '../../platform/types/profiles.ts';
import { success } from '../../notices/notice.ts';
import { detailsPath, detailsTabs } from '../details-view.ts';
import { seeOther } from '../entity-posts.ts';
import type { ListScope } from '../entity-table.ts';
import { pickerChoices } from '../pickers.ts';
import { refusalOf } from '../refusal.ts';
import type { FieldErrors } from '../../domain/entity-form.ts';
import { FORM_EDIT } from '../../domain/form-rows.ts';
import { applyEdit, checkDraft } from './alarm-edits.ts';
import { deviceProfileTable } from './device-profile-tables.ts';

export const ALARM_RULES_TAB = 'alarm-rules';

/** What the alarm rules form shows: the draft, its messages translated, the tabs and the dashboards to link. */
export async function alarmRulesView(request: FastifyRequest, place: ListScope, profile: DeviceProfile, draft: AlarmDraft[], shown: { errors?: FieldErrors; formError?: string } = {}): Promise<AlarmRulesView> {
  const { t, url } = request.view();
  const table = deviceProfileTable(place.scope);
  const { options } = await pickerChoices(request, 'dashboards', '');
  const linked = draft.flatMap((a) => [...a.createRules, ...(a.clearRule ? [a.clearRule] : [])]).map((r) => r.dashboardId);
  // A linked dashboard past the first page of choices is still shown by its id.
  const missing = [...new Set(linked.filter((id) => id && !options.some((o) => o.value === id)))].map((id) => ({ value: id, label: id }));
  return {
    name: profile.name,
    subtitle: t(table.kind.keys.details),
    tabs: detailsTabs(request, table, place, profile, 'page', ALARM_RULES_TAB),
    action: url(detailsPath(place, profile.id.id, ALARM_RULES_TAB)),
    draft,
    errors: Object.fromEntries(Object.entries(shown.errors ?? {}).map(([path, key]) => [path, t(key)])),
    formError: shown.formError,
    dashboards: [...missing, ...options],
  };
}

export function storedDraft(profile: DeviceProfile): AlarmDraft[] {
  return draftOf(profile.profileData?.alarms);
}

/**
 * The alarm rules form posted: an edit of its shape (`_op`: shown again, 200, input kept), or saved onto the profile
 * (303 back to the tab with a toast); invalid input or a refusal of the platform: shown again with the messages.
 */
export async function submitAlarmRules(
  request: FastifyRequest,
  reply: FastifyReply,
  place: ListScope,
  profile: DeviceProfile,
  answer: (status: number, view: AlarmRulesView) => Promise<FastifyReply>,
): Promise<FastifyReply> {
  const body = (request.body ?? {}) as Record<string, unknown>;
  const draft = readDraft(body);
  const op = typeof body[FORM_EDIT] === 'string' ? (body[FORM_EDIT] as string) : undefined;
  if (op) return answer(200, await alarmRulesView(request, place, profile, applyEdit(draft, op)));
  const errors = checkDraft(draft);
  if (Object.keys(errors).length > 0) return answer(400, await alarmRulesView(request, place, profile, draft, { errors }));
  try {
    await deviceProfilesApi.saveDeviceProfile(request.platform, { ...profile, profileData: { ...profile.profileData, alarms: alarmsOf(draft) } });
  } catch (err) {
    const refused = refusalOf(request, err);
    if (!refused) throw err;
    return answer(refused.status, await alarmRulesView(request, place, profile, draft, { formError: refused.message }));
  }
  success(request, request.view().t('entity.changes-saved'));
  return seeOther(request, reply, detailsPath(place, profile.id.id, ALARM_RULES_TAB));
}
