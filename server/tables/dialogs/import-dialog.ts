import type { FastifyRequest } from 'fastify';
import { pageHref } from '../../domain/entity-address.ts';
import { COLUMN_TYPE_LABELS, DELIMITERS, KEYED_TYPES, autoMap, checkMapping, columnTypes, type CsvImportJob, type ImportColumn, type ImportEntityType } from '../../domain/csv-import.ts';
import type { ImportStepName, ImportStepView } from '../../domain/entity-view.ts';
import type { BulkImportRequest, BulkImportResult } from '../../platform/types/bulk-import.ts';
import { endImport, importOf, keepImport } from '../../session/console-session.ts';
import { refusalOf } from '../refusal.ts';
import { MAX_UPLOAD_BYTES, isUpload } from '../upload.ts';
import type { DialogContent, DialogContext, DialogResult, EntityDialog, PlatformEntity } from '../entity-table.ts';
import { readCsv } from './csv-lines.ts';

/** The CSV bulk import of console-map §4.6, as server-rendered steps, each its own address (`step=`). */
export interface ImportSpec {
  entityType: ImportEntityType;
  title: string;
  run(request: FastifyRequest, job: BulkImportRequest): Promise<BulkImportResult>;
}

const STEPS: ImportStepName[] = ['file', 'configuration', 'columns', 'create', 'done'];

function stepOf(ctx: DialogContext<PlatformEntity>, job: CsvImportJob | undefined): ImportStepName {
  const asked = STEPS.includes(ctx.step as ImportStepName) ? (ctx.step as ImportStepName) : 'file';
  // A later step needs what the earlier ones kept; without it the import starts again.
  if (!job) return 'file';
  if (asked === 'columns' || asked === 'create') return job.columns || asked === 'columns' ? asked : 'columns';
  if (asked === 'done') return job.result ? 'done' : 'create';
  return asked;
}

function columnsOf(job: CsvImportJob, body?: Record<string, unknown>): ImportColumn[] | null {
  const read = readCsv(job.text, job.delimiter);
  if ('problem' in read) return null;
  const count = read.records[0].length;
  if (!body) return job.columns?.length === count ? job.columns : autoMap(job.entityType, job.header ? read.records[0] : null, count);
  return Array.from({ length: count }, (_, i) => {
    const type = body[`mapping.columns.${i}.type`];
    const key = body[`mapping.columns.${i}.key`];
    return { type: typeof type === 'string' ? type : '', key: typeof key === 'string' ? key : '' };
  });
}

async function content(ctx: DialogContext<PlatformEntity>, spec: ImportSpec, shown: { step?: ImportStepName; columns?: ImportColumn[]; problems?: Record<number, string>; formError?: string } = {}): Promise<DialogContent> {
  const { t, url } = ctx.request.view();
  const job = importOf(ctx.request.session, ctx.place.listPath);
  const step = shown.step ?? stepOf(ctx, job);
  const previous = STEPS[STEPS.indexOf(step) - 1];
  const backHref = previous && step !== 'done' ? pageHref(url, ctx.page, { dialog: ctx.name, step: previous }) : undefined;
  const labels = { file: 'action.continue', configuration: 'action.continue', columns: 'action.continue', create: 'action.import', done: 'action.done' } as const;
  const base = { kind: 'import' as const, title: t(spec.title), submitLabel: t(labels[step]), formError: shown.formError, backHref };
  let view: ImportStepView;
  if (step === 'file' || !job) view = { step: 'file', maxBytes: MAX_UPLOAD_BYTES, fileName: job?.fileName };
  else if (step === 'configuration') view = { step, fileName: job.fileName, delimiter: job.delimiter, header: job.header, update: job.update };
  else if (step === 'columns') {
    const read = readCsv(job.text, job.delimiter);
    const sample = 'records' in read ? (job.header ? read.records[1] : read.records[0]) ?? [] : [];
    const columns = shown.columns ?? columnsOf(job) ?? [];
    view = {
      step,
      columns: columns.map((c, index) => ({ index, sample: sample[index] ?? '', type: c.type, key: c.key, keyError: shown.problems?.[index] && t(shown.problems[index]) })),
      types: columnTypes(job.entityType).map((value) => ({ value, label: t(COLUMN_TYPE_LABELS[value]) })),
      keyTypes: KEYED_TYPES,
    };
  } else if (step === 'create') {
    const read = readCsv(job.text, job.delimiter);
    view = { step, lines: 'records' in read ? read.records.length - (job.header ? 1 : 0) : 0 };
  } else view = { step: 'done', ...(job.result ?? { created: 0, updated: 0, errors: 0, errorsList: [] }) };
  return { ...base, step: view };
}

function invalid(ctx: DialogContext<PlatformEntity>, spec: ImportSpec, status: number, shown: Parameters<typeof content>[2]): Promise<DialogResult> {
  return content(ctx, spec, shown).then((c) => ({ kind: 'invalid', content: c, status }));
}

async function submit(ctx: DialogContext<PlatformEntity>, spec: ImportSpec, body: Record<string, unknown>): Promise<DialogResult> {
  const { t } = ctx.request.view();
  const session = ctx.request.session;
  const job = importOf(session, ctx.place.listPath);
  const step = stepOf(ctx, job);
  if (step === 'file' || !job) {
    const upload = body.file;
    if (!isUpload(upload) || upload.fileName === '') return invalid(ctx, spec, 400, { step: 'file', formError: t('import.no-file') });
    if (upload.tooLarge) return invalid(ctx, spec, 413, { step: 'file', formError: t('import.file-too-large', { size: ctx.request.view().format.number(MAX_UPLOAD_BYTES / 1024) }) });
    keepImport(session, { listPath: ctx.place.listPath, entityType: spec.entityType, fileName: upload.fileName, text: upload.text, delimiter: ',', header: true, update: true });
    return { kind: 'step', step: 'configuration' };
  }
  if (step === 'configuration') {
    const delimiter = typeof body['mapping.delimiter'] === 'string' && DELIMITERS.includes(body['mapping.delimiter']) ? body['mapping.delimiter'] : ',';
    const configured = { ...job, delimiter, header: body['mapping.header'] === 'true', update: body['mapping.update'] === 'true', columns: undefined };
    keepImport(session, configured);
    const read = readCsv(job.text, delimiter);
    if ('problem' in read) return invalid(ctx, spec, 400, { step: 'configuration', formError: t(read.problem, read.values) });
    return { kind: 'step', step: 'columns' };
  }
  if (step === 'columns') {
    const columns = columnsOf(job, body);
    if (!columns) return { kind: 'step', step: 'configuration' };
    const problems = checkMapping(job.entityType, columns);
    if (problems.mapping || Object.keys(problems.columns).length > 0) {
      return invalid(ctx, spec, 400, { step: 'columns', columns, problems: problems.columns, formError: problems.mapping && t(problems.mapping) });
    }
    keepImport(session, { ...job, columns });
    return { kind: 'step', step: 'create' };
  }
  if (step === 'create') {
    const request: BulkImportRequest = {
      file: job.text,
      mapping: {
        columns: job.columns!.map((c) => (KEYED_TYPES.includes(c.type) ? { type: c.type, key: c.key.trim() } : { type: c.type })),
        delimiter: job.delimiter,
        header: job.header,
        update: job.update,
      },
    };
    try {
      const result = await spec.run(ctx.request, request);
      keepImport(session, { ...job, result });
    } catch (err) {
      const refused = refusalOf(ctx.request, err);
      if (!refused) throw err;
      return invalid(ctx, spec, refused.status, { step: 'create', formError: refused.message });
    }
    return { kind: 'step', step: 'done' };
  }
  const result = job.result!;
  endImport(session);
  return { kind: 'done', message: t('entity.action-done', { action: t(spec.title), count: result.created + result.updated }) };
}

export function importDialog<E extends PlatformEntity>(spec: ImportSpec): EntityDialog<E> {
  return {
    about: 'none',
    multipart: true,
    view: (ctx) => content(ctx as DialogContext<PlatformEntity>, spec),
    submit: (ctx, body) => submit(ctx as DialogContext<PlatformEntity>, spec, body),
  };
}
