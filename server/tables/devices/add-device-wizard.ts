import type { FastifyRequest } from 'fastify';
import {
  CREDENTIALS_PREFIX, STEP_LABELS, WIZARD_DEFAULTS, WIZARD_STEPS, isStructuredRow, makesProfile, newProfileOf, stepAfter, stepBefore, stepChecks, stepForm, stepsOf, wizardInput,
  type WizardState, type WizardStep,
} from './add-device-steps.ts';
import { credentialsOf, crossCheck, shownType } from '../../domain/device-credentials.ts';
import { isShown, type FieldErrors, type FormDef, type FormInput } from '../../domain/entity-form.ts';
import { parseForm } from '../../domain/form-input.ts';
import { STEP_AT, STEP_TO } from '../../domain/form-steps.ts';
import { deviceProfileInfosApi } from '../../platform/api/device-profile-infos.ts';
import { devicesApi } from '../../platform/api/devices.ts';
import type { DeviceInfo, TransportType } from '../../platform/types/device.ts';
import { formView, pickerSearches } from '../form-view.ts';
import { refusalOf } from '../refusal.ts';
import { deviceProfileKind } from '../profiles/device-profile-kind.ts';
import { entitySaved } from '../subtypes.ts';
import type { DialogContent, DialogContext, DialogResult, EntityDialog } from '../entity-table.ts';

/**
 * The add-device wizard (console-map §4.5) as server-rendered steps. Each step posts its fields and, as hidden fields,
 * what the earlier steps asked (`_at`, the framework's STEP_AT, names the step posted); the answer is the next step, or once the last is done
 * the device is made: the new profile, the device (with its customer), its credentials, and the device deleted again
 * when its credentials are refused.
 */

// The framework's member for the step a form was posted from (`_step` is its stepper's Back/Next target).
const STEP_FIELD = STEP_AT;
const TYPE_PATH = `${CREDENTIALS_PREFIX}credentialsType`;

function stepOf(value: unknown): WizardStep {
  return WIZARD_STEPS.includes(value as WizardStep) ? (value as WizardStep) : 'details';
}

/** The values a post carries: every string member but the framework's own and the rows of structured fields. */
function stateOf(source: Record<string, unknown>): WizardState {
  const state: WizardState = {};
  for (const [name, value] of Object.entries(source)) {
    if (typeof value === 'string' && !name.startsWith('_') && !isStructuredRow(name)) state[name] = value;
  }
  return state;
}

/** The values after a post of a step: the carried ones, and the step's own as its form reads them (a structured field's whole value). */
function postedState(def: FormDef, body: Record<string, unknown>): { state: WizardState; input: FormInput; errors: FieldErrors } {
  const state = stateOf(body);
  const { input, errors } = parseForm(def, body);
  for (const [path, value] of Object.entries(input)) state[path] = typeof value === 'boolean' ? (value ? 'true' : '') : value;
  return { state, input, errors };
}

async function transportOf(request: FastifyRequest, state: WizardState): Promise<TransportType> {
  if (makesProfile(state)) return newProfileOf({ ...state, 'profile.name': state['profile.name'] ?? '' }).transportType;
  if (!state.deviceProfileId) return 'DEFAULT';
  return (await deviceProfileInfosApi.getDeviceProfileInfo(request.platform, state.deviceProfileId)).transportType;
}


async function content(
  ctx: DialogContext<DeviceInfo>,
  step: WizardStep,
  state: WizardState,
  shown: { errors?: FieldErrors; formError?: string; searches?: Record<string, string> } = {},
): Promise<DialogContent> {
  const { t } = ctx.request.view();
  const transport = step === 'credentials' ? await transportOf(ctx.request, state) : 'DEFAULT';
  const def = stepForm(step, state, transport);
  const input = wizardInput(def.fields, state);
  // A field the step does not show (another transport's) keeps its value as a hidden one.
  const own = new Set(def.fields.filter((f) => isShown(f, input)).map((f) => f.path));
  const hidden = Object.fromEntries([...Object.entries(state).filter(([name]) => !own.has(name)), [STEP_FIELD, step]]);
  const form = await formView(ctx.request, def, input, { errors: shown.errors, searches: shown.searches });
  const steps = stepsOf(state);
  const last = !stepAfter(state, step);
  return {
    kind: 'form',
    title: t('device.wizard.step-title', { title: t('device.add-device-text'), step: steps.indexOf(step) + 1, count: steps.length, label: t(STEP_LABELS[step]) }),
    form: step === 'alarms' ? { ...form, formError: t('device-profile.no-alarm-rules') } : form,
    submitLabel: last ? t('action.add') : t('action.next-with-label', { label: t(STEP_LABELS[stepAfter(state, step)!]) }),
    backStep: stepBefore(state, step),
    formError: shown.formError,
    hidden,
  };
}

const invalid = async (ctx: DialogContext<DeviceInfo>, step: WizardStep, state: WizardState, status: number, shown: Parameters<typeof content>[3] = {}): Promise<DialogResult> => ({
  kind: 'invalid',
  content: await content(ctx, step, state, shown),
  status,
});

/** Makes what the wizard asked for; a refusal shows the step it concerns again with the platform's message. */
async function finish(ctx: DialogContext<DeviceInfo>, state: WizardState): Promise<DialogResult> {
  const { request } = ctx;
  const { t } = request.view();
  const refused = (err: unknown) => {
    const refusal = refusalOf(request, err);
    if (!refusal) throw err;
    return refusal;
  };
  let profileId = state.deviceProfileId;
  if (makesProfile(state)) {
    try {
      // Saved as the profile form saves one (an LwM2M profile's objects get their resources' key names).
      profileId = (await deviceProfileKind.save(request.platform, newProfileOf(state))).id.id;
      entitySaved(request, deviceProfileKind.entityType);
    } catch (err) {
      const r = refused(err);
      return invalid(ctx, 'details', state, r.status, { formError: r.message });
    }
  }
  // A retry after a refusal below uses the profile made now.
  const kept: WizardState = { ...state, addProfileType: '0', deviceProfileId: profileId };
  const device = {
    name: state.name.trim(),
    label: state.label?.trim() ?? '',
    deviceProfileId: { entityType: 'DEVICE_PROFILE', id: profileId },
    customerId: state.customerId ? { entityType: 'CUSTOMER', id: state.customerId } : null,
    additionalInfo: { gateway: state['additionalInfo.gateway'] === 'true', overwriteActivityTime: state['additionalInfo.overwriteActivityTime'] === 'true', description: state['additionalInfo.description']?.trim() ?? '' },
  };
  let deviceId: string;
  try {
    deviceId = (await devicesApi.saveDevice(request.platform, device)).id.id;
  } catch (err) {
    const r = refused(err);
    return invalid(ctx, 'details', kept, r.status, { formError: r.message });
  }
  if (state.setCredential === 'true') {
    const transport = await transportOf(request, kept);
    const type = shownType(transport, state[TYPE_PATH]);
    try {
      const stored = await devicesApi.getDeviceCredentials(request.platform, deviceId);
      await devicesApi.saveDeviceCredentials(request.platform, { ...stored, ...credentialsOf(type, stateInput(state), CREDENTIALS_PREFIX) });
    } catch (err) {
      const r = refused(err);
      await devicesApi.deleteDevice(request.platform, deviceId);
      return invalid(ctx, 'credentials', kept, r.status, { formError: r.message });
    }
  }
  return { kind: 'done', message: t('entity.action-done', { action: t('device.add-device-text'), count: 1 }) };
}

const stateInput = (state: WizardState): FormInput => ({ ...state });

export const addDeviceWizard: EntityDialog<DeviceInfo> = {
  about: 'none',
  async view(ctx) {
    // Shown again within a step (a picker's search, another credentials type): the values as posted.
    if (typeof ctx.query[STEP_FIELD] === 'string') {
      const step = stepOf(ctx.query[STEP_FIELD]);
      const carried = stateOf(ctx.query);
      const transport = step === 'credentials' ? await transportOf(ctx.request, carried) : 'DEFAULT';
      const { state } = postedState(stepForm(step, carried, transport), ctx.query);
      // Back (the steppers' `_step`): an earlier step, this step's answers kept unchecked.
      const back = stepsOf(state).find((s) => s === ctx.query[STEP_TO]);
      if (back && stepsOf(state).indexOf(back) < stepsOf(state).indexOf(step)) return content(ctx, back, state);
      if (ctx.query._search === TYPE_PATH) {
        // Another credentials type: the id and value of the old one are not carried over.
        for (const name of Object.keys(state)) if (name.startsWith(`${CREDENTIALS_PREFIX}credentialsValue`) || name === `${CREDENTIALS_PREFIX}credentialsId`) delete state[name];
      }
      return content(ctx, step, state, { searches: pickerSearches(stepForm(step, state, transport), ctx.query) });
    }
    const profile = await deviceProfileInfosApi.getDefaultDeviceProfileInfo(ctx.request.platform);
    return content(ctx, 'details', { ...WIZARD_DEFAULTS, deviceProfileId: profile.id.id });
  },
  async submit(ctx, body) {
    const step = stepOf(body[STEP_FIELD]);
    const posted = stateOf(body);
    const transport = step === 'credentials' ? await transportOf(ctx.request, posted) : 'DEFAULT';
    const def = stepForm(step, posted, transport);
    const { state, input, errors } = postedState(def, body);
    const checks = { ...stepChecks(step, state), ...(step === 'credentials' && state.setCredential === 'true' ? crossCheck(shownType(transport, state[TYPE_PATH]), input, CREDENTIALS_PREFIX) : {}) };
    // Credentials are optional: their fields count only when they are to be set.
    const fieldErrors = step === 'credentials' && state.setCredential !== 'true' ? {} : errors;
    const all = { ...checks, ...fieldErrors };
    if (Object.keys(all).length > 0) return invalid(ctx, step, state, 400, { errors: all });
    const next = stepAfter(state, step);
    return next ? invalid(ctx, next, state, 200) : finish(ctx, state);
  },
};
