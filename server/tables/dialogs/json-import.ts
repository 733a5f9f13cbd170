import type { FastifyRequest } from 'fastify';
import { refusalOf } from '../refusal.ts';
import { MAX_UPLOAD_BYTES, isUpload } from '../upload.ts';
import type { DialogContent, EntityDialog, PlatformEntity } from '../entity-table.ts';

/** Import of one entity from a JSON file (a profile exported before): read, checked, saved as a new entity. */
export interface JsonImportSpec {
  /** Translation keys: the title, the file field's label, the toast's action. */
  title: string;
  fileLabel: string;
  label: string;
  /** What is wrong with the parsed object (a translation key), or null when it can be saved. */
  problem(value: Record<string, unknown>): string | null;
  save(request: FastifyRequest, entity: Record<string, unknown>): Promise<unknown>;
}

/** The members an export leaves out and an import must not send: a new entity gets its own. */
const IDENTITY = ['id', 'createdTime', 'tenantId', 'default', 'externalId'];

/** The entity as exported to a file: without its identity, so that importing it creates a new one. */
export function exported(entity: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(entity).filter(([key]) => !IDENTITY.includes(key)));
}

function content(request: FastifyRequest, spec: JsonImportSpec, formError?: string): DialogContent {
  const { t, format } = request.view();
  return {
    kind: 'file',
    title: t(spec.title),
    label: t(spec.fileLabel),
    accept: '.json,application/json',
    hint: t('import.max-file-size', { size: format.number(MAX_UPLOAD_BYTES / 1024) }),
    submitLabel: t('action.import'),
    formError,
  };
}

function parse(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function jsonImportDialog<E extends PlatformEntity>(spec: JsonImportSpec): EntityDialog<E> {
  return {
    about: 'none',
    multipart: true,
    view: async (ctx) => content(ctx.request, spec),
    async submit(ctx, body) {
      const { t } = ctx.request.view();
      const invalid = (key: string, params: Record<string, unknown> = {}) => ({ kind: 'invalid' as const, content: content(ctx.request, spec, t(key, params)), status: 400 });
      const file = body.file;
      if (!isUpload(file) || file.fileName === '') return invalid('import.no-file');
      if (file.tooLarge) return invalid('import.json-too-large', { size: MAX_UPLOAD_BYTES / 1024 });
      const value = parse(file.text);
      if (!value) return invalid('import.invalid-json-file');
      const problem = spec.problem(value);
      if (problem) return invalid(problem);
      try {
        await spec.save(ctx.request, exported(value));
      } catch (err) {
        const refused = refusalOf(ctx.request, err);
        if (!refused) throw err;
        return { kind: 'invalid', content: content(ctx.request, spec, refused.message), status: refused.status };
      }
      return { kind: 'done', message: t('entity.action-done', { action: t(spec.label), count: 1 }) };
    },
  };
}
