import type { FastifyRequest } from 'fastify';
import { type FieldErrors, type FormDef, type FormInput } from '../../domain/entity-form.ts';
import { parseForm } from '../../domain/form-input.ts';
import { resourcesApi } from '../../platform/api/resources.ts';
import type { Resource } from '../../platform/types/resource.ts';
import { applyEach } from '../dialogs/apply-each.ts';
import { formView } from '../form-view.ts';
import { uploadsOf, type Upload, type UploadLimits } from '../upload.ts';
import type { DialogContent, DialogContext, DialogResult, EntityDialog } from '../entity-table.ts';
import { RESOURCE_TYPE_FIELD } from './resource-type.ts';

/** What the library takes in one form: up to 20 files of up to 5 MiB each. */
export const RESOURCE_UPLOADS: UploadLimits = { fileSize: 5 * 1024 * 1024, files: 20 };

/** The upload form: the type, and a title (an LwM2M model's comes from its XML when left empty). */
const UPLOAD_FORM: FormDef = {
  fields: [
    RESOURCE_TYPE_FIELD,
    { path: 'title', label: 'resource.title', control: { kind: 'text' }, hint: 'resource.title-hint', validators: [{ rule: 'maxLength', max: 255, message: 'resource.title-max-length' }] },
  ],
};

interface Shown {
  input: FormInput;
  errors?: FieldErrors;
  fileError?: string;
  formError?: string;
}

async function content(ctx: DialogContext<Resource>, shown: Shown): Promise<DialogContent> {
  const { t, format } = ctx.request.view();
  const form = await formView(ctx.request, UPLOAD_FORM, shown.input, { errors: shown.errors });
  const hint = t('resource.max-file-size', { size: format.number(RESOURCE_UPLOADS.fileSize / 1024 / 1024), count: RESOURCE_UPLOADS.files });
  return {
    kind: 'file',
    title: t('resource.add'),
    file: { name: 'file', label: t('resource.resource-files'), accept: '.xml,.jks,.p12,.pfx', hint, multiple: true, required: true, error: shown.fileError },
    form,
    submitLabel: t('action.add'),
    formError: shown.formError,
  };
}

/** Why the files cannot be taken as they are (the translated message beside the file input), or nothing. */
function fileProblem(request: FastifyRequest, files: Upload[], type: string): string | undefined {
  const { t, format } = request.view();
  if (files.length === 0) return t('import.no-file');
  const large = files.find((f) => f.tooLarge);
  if (large) return t('resource.file-too-large', { fileName: large.fileName, size: format.number(RESOURCE_UPLOADS.fileSize / 1024 / 1024) });
  if (type !== 'LWM2M_MODEL' && files.length > 1) return t('resource.one-file-only');
  return undefined;
}

/**
 * The upload of console-map §3.15: LwM2M model files, several at once (one resource per file, each titled from its
 * model unless one file is given a title), or one key store (JKS, PKCS #12) with its title.
 */
export function resourceUploadDialog(): EntityDialog<Resource> {
  return {
    about: 'none',
    multipart: true,
    view: (ctx) => content(ctx, { input: { resourceType: 'LWM2M_MODEL', title: '' } }),
    async submit(ctx, body): Promise<DialogResult> {
      const { t } = ctx.request.view();
      const { input, errors } = parseForm(UPLOAD_FORM, body);
      const type = String(input.resourceType);
      const title = String(input.title).trim();
      const files = uploadsOf(body.file);
      if (type !== 'LWM2M_MODEL' && title === '') errors.title = 'resource.title-required';
      const fileError = fileProblem(ctx.request, files, type);
      if (Object.keys(errors).length > 0 || fileError) return { kind: 'invalid', content: await content(ctx, { input, errors, fileError }), status: fileError && files.some((f) => f.tooLarge) ? 413 : 400 };
      const byName = new Map(files.map((f) => [f.fileName, f]));
      const outcome = await applyEach(ctx.request, [...byName.keys()], async (fileName) => {
        const file = byName.get(fileName)!;
        await resourcesApi.saveResource(ctx.request.platform, { title: files.length === 1 ? title : '', resourceType: type, fileName, data: file.bytes.toString('base64') });
      });
      if (outcome.done.length === 0 && outcome.first) return { kind: 'invalid', content: await content(ctx, { input, formError: outcome.first.message }), status: outcome.first.status };
      return { kind: 'done', message: t('entity.action-done', { action: t('resource.add'), count: outcome.done.length }), failures: outcome.failures };
    },
  };
}
