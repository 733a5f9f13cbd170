import { type FieldDef, type FormDef } from '../../domain/entity-form.ts';
import { applyForm, formInputOf, parseForm } from '../../domain/form-input.ts';
import { fillPath } from '../../domain/route-crumbs.ts';
import { routeEntry } from '../../domain/route-table.ts';
import { deviceProfilesApi } from '../../platform/api/device-profiles.ts';
import type { DeviceProfile } from '../../platform/types/profiles.ts';
import type { DialogContent, DialogContext, EntityDialog } from '../entity-table.ts';
import { formView } from '../form-view.ts';
import { refusalOf } from '../refusal.ts';
import { chosenObjects, type ObserveAttr } from './lwm2m-objects.ts';

/**
 * The LwM2M write attributes of an object, an object instance or a resource (`observeAttr.attributeLwm2m`, keyed by
 * its path: `/3_1.2`, `/3_1.2/0`, `/3_1.2/0/9`): notification periods and value thresholds, edited in a dialog of
 * their own over the profile's details page (upstream's "edit attributes"), each left empty when not set.
 */
export const ATTRIBUTES_DIALOG = 'observe-attributes';

/** Upstream's attribute names and their labels, in its order. */
export const ATTRIBUTE_LABELS = {
  pmin: 'device-profile.lwm2m.attributes-name.min-period',
  pmax: 'device-profile.lwm2m.attributes-name.max-period',
  gt: 'device-profile.lwm2m.attributes-name.greater-than',
  lt: 'device-profile.lwm2m.attributes-name.less-than',
  st: 'device-profile.lwm2m.attributes-name.step',
} as const;
type AttributeName = keyof typeof ATTRIBUTE_LABELS;
const NAMES = Object.keys(ATTRIBUTE_LABELS) as AttributeName[];

// Periods are whole seconds, at least 0 (upstream's `[0-9]*` and min 0); thresholds and step any number.
const PERIOD = { rule: 'number', integer: true, min: 0, message: 'device-profile.lwm2m.attribute-value-pattern' } as const;
const NUMBER = { rule: 'number', message: 'device-profile.lwm2m.attribute-number-pattern' } as const;
const field = (name: AttributeName): FieldDef => ({ path: name, label: ATTRIBUTE_LABELS[name], control: { kind: 'number' }, validators: [name === 'pmin' || name === 'pmax' ? PERIOD : NUMBER] });

export const ATTRIBUTES_FORM: FormDef = { fields: NAMES.map(field) };

type Attributes = Partial<Record<AttributeName, number>>;
const TARGET = /^\/([^/]+)(?:\/\d{1,5}){0,2}$/;

/** The object key id a target path names when it is one of the profile's chosen objects (or its instance, or resource). */
export function isTarget(observeAttr: Partial<ObserveAttr>, target: string): boolean {
  const match = TARGET.exec(target);
  return match !== null && chosenObjects(observeAttr).includes(match[1]);
}

/** The attributes set on a target, in upstream's order, as `name=value` text (`pmin=10, pmax=60`); empty when none. */
export function attributesText(attributes: unknown): string {
  const set = attributes !== null && typeof attributes === 'object' ? (attributes as Attributes) : {};
  return NAMES.filter((n) => typeof set[n] === 'number').map((n) => `${n}=${set[n]}`).join(', ');
}

/** The address of the attributes dialog of a target over a saved profile's details page (console path). */
export function attributesHref(profileId: string, target: string): { path: string; query: { dialog: string; target: string } } {
  return { path: fillPath(routeEntry('deviceProfile').path, { entityId: profileId }), query: { dialog: ATTRIBUTES_DIALOG, target } };
}

const observeAttrOf = (profile: DeviceProfile): Partial<ObserveAttr> => {
  const value = profile.profileData.transportConfiguration.observeAttr;
  return value !== null && typeof value === 'object' ? (value as Partial<ObserveAttr>) : {};
};

const targetOf = (ctx: DialogContext<DeviceProfile>, body: Record<string, unknown> = {}): string => {
  const value = body.target ?? ctx.query.target;
  return typeof value === 'string' ? value : '';
};

async function content(ctx: DialogContext<DeviceProfile>, profile: DeviceProfile, target: string, shown: Parameters<typeof formView>[3] & { input?: Record<string, string | boolean> } = {}): Promise<DialogContent> {
  const { t } = ctx.request.view();
  const known = profile.transportType === 'LWM2M' && isTarget(observeAttrOf(profile), target);
  const stored = observeAttrOf(profile).attributeLwm2m?.[target];
  const input = shown.input ?? formInputOf(ATTRIBUTES_FORM, stored !== null && typeof stored === 'object' ? stored : null);
  const form = await formView(ctx.request, known ? ATTRIBUTES_FORM : { fields: [] }, input, { errors: shown.errors });
  return {
    kind: 'form',
    title: t('device-profile.lwm2m.edit-attributes-of', { name: target }),
    form,
    submitLabel: known ? t('action.save') : undefined,
    formError: known ? shown.formError : t('device-profile.lwm2m.attributes-target-unknown'),
    hidden: { target },
  };
}

/** The attributes dialog: the stored values of the target, saved onto the profile (empty fields remove their attribute). */
export const lwm2mAttributesDialog: EntityDialog<DeviceProfile> = {
  about: 'entities',
  async view(ctx) {
    const profile = await deviceProfilesApi.getDeviceProfile(ctx.request.platform, ctx.ids[0]);
    return content(ctx, profile, targetOf(ctx));
  },
  async submit(ctx, body) {
    const { request } = ctx;
    const profile = await deviceProfilesApi.getDeviceProfile(request.platform, ctx.ids[0]);
    const target = targetOf(ctx, body);
    const observeAttr = observeAttrOf(profile);
    if (profile.transportType !== 'LWM2M' || !isTarget(observeAttr, target)) return { kind: 'invalid', status: 404, content: await content(ctx, profile, target) };
    const { input, errors } = parseForm(ATTRIBUTES_FORM, body);
    if (Object.keys(errors).length > 0) return { kind: 'invalid', status: 400, content: await content(ctx, profile, target, { input, errors }) };
    const applied = applyForm(ATTRIBUTES_FORM, {}, input) as Record<AttributeName, number | null>;
    const set = Object.fromEntries(NAMES.filter((n) => applied[n] !== null).map((n) => [n, applied[n]]));
    const { [target]: _old, ...others } = observeAttr.attributeLwm2m ?? {};
    const attributeLwm2m = Object.keys(set).length > 0 ? { ...others, [target]: set } : others;
    const transportConfiguration = { ...profile.profileData.transportConfiguration, observeAttr: { ...observeAttr, attributeLwm2m } };
    try {
      await deviceProfilesApi.saveDeviceProfile(request.platform, { ...profile, profileData: { ...profile.profileData, transportConfiguration } });
    } catch (err) {
      const refused = refusalOf(request, err);
      if (!refused) throw err;
      return { kind: 'invalid', status: refused.status, content: await content(ctx, profile, target, { input, formError: refused.message }) };
    }
    return { kind: 'done', message: request.view().t('entity.changes-saved') };
  },
};
