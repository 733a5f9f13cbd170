import type { FastifyRequest } from 'fastify';
import type { FileFieldView } from '../../domain/entity-view.ts';
import { refusalOf } from '../refusal.ts';
import { MAX_UPLOAD_BYTES, isUpload } from '../upload.ts';
import type { DialogContent, DialogContext, EntityDialog, PlatformEntity } from '../entity-table.ts';

/** The import of one entity from a JSON file (a profile, a widgets bundle): read, checked, saved as a new entity. */
export interface JsonImportSpec {
  /** Translation keys of the title and of the action (the toast). */
  title: string;
  label: string;
  /** Translation key of the file input's label. */
  fileLabel: string;
  /**
   * The entity to create from the file's JSON, or the translation key of what is wrong with it. Members that tie it to
   * where it came from (id, tenant, creation time) are dropped: an import always creates.
   */
  read(json: unknown): object | { problem: string };
  save(request: FastifyRequest, entity: object): Promise<unknown>;
}

function fileField(request: FastifyRequest, spec: JsonImportSpec, error?: string): FileFieldView {
  const { t, format } = request.view();
  return { name: 'file', label: t(spec.fileLabel), accept: '.json,application/json', hint: t('import.max-file-size', { size: format.number(MAX_UPLOAD_BYTES / 1024) }), multiple: false, required: true, error };
}

function content<E extends PlatformEntity>(ctx: DialogContext<E>, spec: JsonImportSpec, extra: { error?: string; formError?: string } = {}): DialogContent {
  const { t } = ctx.request.view();
  return { kind: 'file', title: t(spec.title), file: fileField(ctx.request, spec, extra.error), submitLabel: t('action.import'), formError: extra.formError };
}

/** The platform's own members of an exported entity (and whether it is the default), dropped before it is created again. */
export function withoutIdentity(json: Record<string, unknown>): Record<string, unknown> {
  const { id: _id, createdTime: _created, tenantId: _tenant, externalId: _external, default: _default, ...rest } = json;
  return rest;
}

export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function jsonImportDialog<E extends PlatformEntity>(spec: JsonImportSpec): EntityDialog<E> {
  return {
    about: 'none',
    multipart: true,
    view: async (ctx) => content(ctx, spec),
    async submit(ctx, body) {
      const { t, format } = ctx.request.view();
      const upload = body.file;
      if (!isUpload(upload) || upload.fileName === '') return { kind: 'invalid', content: content(ctx, spec, { error: t('import.no-file') }), status: 400 };
      if (upload.tooLarge) {
        return { kind: 'invalid', content: content(ctx, spec, { error: t('import.file-too-large', { size: format.number(MAX_UPLOAD_BYTES / 1024) }) }), status: 413 };
      }
      let json: unknown;
      try {
        json = JSON.parse(upload.text);
      } catch (err) {
        return { kind: 'invalid', content: content(ctx, spec, { error: t('import.json-invalid', { reason: (err as Error).message }) }), status: 400 };
      }
      const entity = spec.read(json);
      if ('problem' in entity) return { kind: 'invalid', content: content(ctx, spec, { error: t(entity.problem as string) }), status: 400 };
      try {
        await spec.save(ctx.request, entity);
      } catch (err) {
        const refusal = refusalOf(ctx.request, err);
        if (!refusal) throw err;
        return { kind: 'invalid', content: content(ctx, spec, { formError: refusal.message }), status: refusal.status };
      }
      return { kind: 'done', message: t('entity.action-done', { action: t(spec.label), count: 1 }) };
    },
  };
}
