import type { FastifyRequest } from 'fastify';
import { credentialsForm, credentialsInput, credentialsOf, crossCheck, shownType, TYPE_FIELD } from '../../domain/device-credentials.ts';
import { type FieldErrors, type FormInput } from '../../domain/entity-form.ts';
import { formInputOf, parseForm } from '../../domain/form-input.ts';
import { deviceProfileInfosApi } from '../../platform/api/device-profile-infos.ts';
import { devicesApi } from '../../platform/api/devices.ts';
import type { CredentialsType, DeviceCredentials, DeviceInfo, TransportType } from '../../platform/types/device.ts';
import { formView } from '../form-view.ts';
import { refusalOf } from '../refusal.ts';
import type { DialogContent, DialogContext, EntityDialog } from '../entity-table.ts';

/** What the dialog is about: the device's credentials and the transport of its profile. */
async function loadState(request: FastifyRequest, deviceId: string): Promise<{ credentials: DeviceCredentials; transport: TransportType }> {
  const device = await devicesApi.getDeviceInfo(request.platform, deviceId);
  const [credentials, profile] = await Promise.all([
    devicesApi.getDeviceCredentials(request.platform, deviceId),
    deviceProfileInfosApi.getDeviceProfileInfo(request.platform, device.deviceProfileId.id),
  ]);
  return { credentials, transport: profile.transportType };
}

async function content(
  ctx: DialogContext<DeviceInfo>,
  readOnly: boolean,
  shown: { transport: TransportType; type: CredentialsType; input: FormInput; errors?: FieldErrors; formError?: string },
): Promise<DialogContent> {
  const { t } = ctx.request.view();
  const form = await formView(ctx.request, credentialsForm(shown.transport, shown.type), shown.input, { errors: shown.errors, disabled: readOnly });
  const title = readOnly ? 'device.view-credentials' : 'device.manage-credentials';
  return {
    kind: 'form',
    title: t(title),
    form,
    submitLabel: readOnly ? undefined : t('action.save'),
    cancelLabel: readOnly ? t('action.close') : undefined,
    formError: shown.formError,
  };
}

/**
 * The device credentials dialog (console-map §4.4), managed by tenant administrators and only viewed by customer
 * users: the type (only those the profile's transport allows) and its fields. Choosing another type shows that type's
 * fields empty (its button, or the form sent back with `_search`): the id and value of the old type are not carried over.
 */
export function credentialsDialog(options: { readOnly: boolean }): EntityDialog<DeviceInfo> {
  return {
    about: 'entities',
    async view(ctx) {
      const { credentials, transport } = await loadState(ctx.request, ctx.ids[0]);
      if (typeof ctx.query._search === 'string' && !options.readOnly) {
        const type = shownType(transport, ctx.query[TYPE_FIELD]);
        return content(ctx, false, { transport, type, input: { ...formInputOf(credentialsForm(transport, type), null), [TYPE_FIELD]: type } });
      }
      const type = shownType(transport, credentials.credentialsType);
      const stored = type === credentials.credentialsType ? credentialsInput(credentials) : { [TYPE_FIELD]: type };
      return content(ctx, options.readOnly, { transport, type, input: formInputOf(credentialsForm(transport, type), stored) });
    },
    async submit(ctx, body) {
      const { t } = ctx.request.view();
      const { credentials, transport } = await loadState(ctx.request, ctx.ids[0]);
      if (options.readOnly) {
        const type = shownType(transport, credentials.credentialsType);
        const shown = await content(ctx, true, { transport, type, input: formInputOf(credentialsForm(transport, type), credentialsInput(credentials)) });
        return { kind: 'invalid', content: { ...shown, formError: t('device.credentials-read-only') }, status: 403 };
      }
      const type = shownType(transport, body[TYPE_FIELD]);
      const form = credentialsForm(transport, type);
      const { input, errors } = parseForm(form, body);
      const all = { ...crossCheck(type, input), ...errors };
      if (Object.keys(all).length > 0) return { kind: 'invalid', content: await content(ctx, false, { transport, type, input, errors: all }), status: 400 };
      try {
        await devicesApi.saveDeviceCredentials(ctx.request.platform, { ...credentials, ...credentialsOf(type, input) });
      } catch (err) {
        const refused = refusalOf(ctx.request, err);
        if (!refused) throw err;
        return { kind: 'invalid', content: await content(ctx, false, { transport, type, input, formError: refused.message }), status: refused.status };
      }
      return { kind: 'done', message: t('entity.action-done', { action: t('device.manage-credentials'), count: 1 }) };
    },
  };
}
