import { createReadStream } from 'node:fs';
import type { FastifyRequest } from 'fastify';
import { type FieldErrors, type FormInput } from '../../domain/entity-form.ts';
import { formInputOf, parseForm } from '../../domain/form-input.ts';
import { deviceProfileInfosApi } from '../../platform/api/device-profile-infos.ts';
import { otaPackagesApi } from '../../platform/api/ota-packages.ts';
import { isPlatformError } from '../../platform/platform-error.ts';
import type { OtaPackageInfo } from '../../platform/types/ota-package.ts';
import { formView, pickerSearches } from '../form-view.ts';
import { refusalOf, type Refusal } from '../refusal.ts';
import { isSpooled, type SpooledUpload, type UploadLimits } from '../upload.ts';
import type { DialogContent, DialogContext, DialogResult, EntityDialog } from '../entity-table.ts';
import { OTA_ADD_FORM, OTA_DEFAULTS } from './ota-form.ts';

/** One package file per form, written to a temporary file as it arrives, then streamed on to the platform. */
export function otaUploads(maxBytes: number): UploadLimits {
  return { fileSize: maxBytes, files: 1, spool: true };
}

interface Shown {
  input: FormInput;
  errors?: FieldErrors;
  fileError?: string;
  formError?: string;
}

async function content(ctx: DialogContext<OtaPackageInfo>, maxBytes: number, shown: Shown): Promise<DialogContent> {
  const { t, format } = ctx.request.view();
  const form = await formView(ctx.request, OTA_ADD_FORM, shown.input, { errors: shown.errors, searches: pickerSearches(OTA_ADD_FORM, ctx.query) });
  const hint = `${t('ota-update.max-file-size', { size: format.number(maxBytes / 1024 / 1024) })} ${t('ota-update.warning-after-save-no-edit')}`;
  return {
    kind: 'file',
    title: t('ota-update.add'),
    file: { name: 'file', label: t('ota-update.select-file'), accept: '', hint, multiple: false, required: false, error: shown.fileError },
    form,
    submitLabel: t('action.add'),
    formError: shown.formError,
  };
}

/** The package's info record as the platform takes it, from the form's valid input. */
function infoOf(input: FormInput): Record<string, unknown> {
  const usesUrl = input.usesUrl === true;
  const given = (path: string) => (typeof input[path] === 'string' && (input[path] as string).trim() !== '' ? (input[path] as string).trim() : null);
  return {
    title: given('title'),
    version: given('version'),
    tag: given('tag'),
    type: input.type,
    deviceProfileId: { entityType: 'DEVICE_PROFILE', id: input.deviceProfileId },
    usesUrl,
    url: usesUrl ? given('url') : null,
    // A URL's checksum is the user's word; a file's is computed (or checked) by the platform on upload.
    checksumAlgorithm: usesUrl ? input.checksumAlgorithm : null,
    checksum: usesUrl ? given('checksum') : null,
    additionalInfo: { description: given('additionalInfo.description') ?? '' },
  };
}

/** Sends the spooled file; when the platform refuses it the package is deleted again, so no half package stays. */
async function uploadOrUndo(request: FastifyRequest, saved: OtaPackageInfo, file: SpooledUpload, input: FormInput): Promise<Refusal | null> {
  const checksum = input.generateChecksum === true ? undefined : String(input.checksum).trim();
  try {
    const stream = createReadStream(file.path);
    await otaPackagesApi.uploadOtaPackageData(request.platform, saved.id.id, { fileName: file.fileName, contentType: file.mimeType || 'application/octet-stream', stream }, String(input.checksumAlgorithm), checksum);
    return null;
  } catch (err) {
    await otaPackagesApi.deleteOtaPackage(request.platform, saved.id.id).catch((undo: unknown) => {
      if (!isPlatformError(undo)) throw undo;
      request.log.warn({ packageId: saved.id.id, reason: undo.message }, 'an OTA package whose upload failed could not be deleted');
    });
    const refusal = refusalOf(request, err);
    if (!refusal) throw err;
    return refusal;
  }
}

/** The add dialog of OTA packages (console-map §3.13): the info record, then its file or its URL. */
export function otaUploadDialog(maxBytes: number): EntityDialog<OtaPackageInfo> {
  return {
    about: 'none',
    multipart: true,
    async view(ctx) {
      const typed = OTA_ADD_FORM.fields.some((f) => f.path in ctx.query);
      const profile = async () => (await deviceProfileInfosApi.getDefaultDeviceProfileInfo(ctx.request.platform)).id.id;
      const input = typed ? parseForm(OTA_ADD_FORM, ctx.query).input : { ...formInputOf(OTA_ADD_FORM, null), ...OTA_DEFAULTS, deviceProfileId: await profile() };
      return content(ctx, maxBytes, { input });
    },
    async submit(ctx, body): Promise<DialogResult> {
      const { t, format } = ctx.request.view();
      const { input, errors } = parseForm(OTA_ADD_FORM, body);
      const usesUrl = input.usesUrl === true;
      const file = isSpooled(body.file) && body.file.fileName !== '' ? body.file : undefined;
      let fileError: string | undefined;
      if (usesUrl && input.url === '') errors.url = 'ota-update.direct-url-required';
      if (!usesUrl && !file) fileError = t('ota-update.file-required');
      if (!usesUrl && file?.tooLarge) fileError = t('ota-update.file-too-large', { size: format.number(maxBytes / 1024 / 1024) });
      if (!usesUrl && input.generateChecksum !== true && String(input.checksum).trim() === '') errors.checksum = 'ota-update.checksum-required';
      if (Object.keys(errors).length > 0 || fileError) {
        return { kind: 'invalid', content: await content(ctx, maxBytes, { input, errors, fileError }), status: file?.tooLarge && !usesUrl ? 413 : 400 };
      }
      let saved: OtaPackageInfo;
      try {
        saved = await otaPackagesApi.saveOtaPackageInfo(ctx.request.platform, infoOf(input));
      } catch (err) {
        const refusal = refusalOf(ctx.request, err);
        if (!refusal) throw err;
        return { kind: 'invalid', content: await content(ctx, maxBytes, { input, formError: refusal.message }), status: refusal.status };
      }
      const refused = !usesUrl && file ? await uploadOrUndo(ctx.request, saved, file, input) : null;
      if (refused) return { kind: 'invalid', content: await content(ctx, maxBytes, { input, formError: refused.message }), status: refused.status };
      return { kind: 'done', message: t('entity.action-done', { action: t('ota-update.add'), count: 1 }) };
    },
  };
}
