import { dashboardAdminApi } from '../../platform/api/dashboard-admin.ts';
import { refusalOf } from '../refusal.ts';
import { MAX_UPLOAD_BYTES, isUpload } from '../upload.ts';
import type { DialogContent, DialogContext, EntityDialog } from '../entity-table.ts';
import type { DashboardRow } from './dashboard-kind.ts';

/** The members of an exported dashboard that a new one takes; the rest (ids, tenant, customers) are the platform's. */
const KEPT = ['title', 'image', 'mobileHide', 'mobileOrder', 'configuration', 'name'] as const;

/**
 * What an uploaded file holds as a dashboard to create, or the translation key of what is wrong with it: upstream
 * accepts a JSON object with a title and a configuration object.
 */
export function dashboardFromFile(text: string): { dashboard: Record<string, unknown> } | { problem: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { problem: 'dashboard.invalid-dashboard-file-error' };
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return { problem: 'dashboard.invalid-dashboard-file-error' };
  const source = parsed as Record<string, unknown>;
  if (typeof source.title !== 'string' || source.title.trim() === '') return { problem: 'dashboard.invalid-dashboard-file-error' };
  if (source.configuration === null || typeof source.configuration !== 'object' || Array.isArray(source.configuration)) {
    return { problem: 'dashboard.invalid-dashboard-file-error' };
  }
  const dashboard: Record<string, unknown> = {};
  for (const key of KEPT) if (source[key] !== undefined) dashboard[key] = source[key];
  return { dashboard };
}

function content(ctx: DialogContext<DashboardRow>, formError?: string): DialogContent {
  const { t, format } = ctx.request.view();
  return {
    kind: 'file',
    title: t('dashboard.import'),
    file: {
      name: 'file',
      label: t('dashboard.dashboard-file'),
      accept: '.json,application/json',
      hint: t('import.max-file-size', { size: format.number(MAX_UPLOAD_BYTES / 1024) }),
      multiple: false,
      required: true,
    },
    submitLabel: t('action.import'),
    formError,
  };
}

/** Import a dashboard from a JSON file (console-map §3.7): a malformed file is refused on the dialog and nothing is created. */
export function importDashboardDialog(): EntityDialog<DashboardRow> {
  return {
    about: 'none',
    multipart: true,
    view: async (ctx) => content(ctx),
    async submit(ctx, body) {
      const { t, format } = ctx.request.view();
      const upload = body.file;
      if (!isUpload(upload) || upload.fileName === '') return { kind: 'invalid', content: content(ctx, t('import.no-file')), status: 400 };
      if (upload.tooLarge) return { kind: 'invalid', content: content(ctx, t('import.file-too-large', { size: format.number(MAX_UPLOAD_BYTES / 1024) })), status: 413 };
      const read = dashboardFromFile(upload.text);
      if ('problem' in read) return { kind: 'invalid', content: content(ctx, t(read.problem)), status: 400 };
      try {
        await dashboardAdminApi.saveDashboard(ctx.request.platform, read.dashboard);
      } catch (err) {
        const refused = refusalOf(ctx.request, err);
        if (!refused) throw err;
        return { kind: 'invalid', content: content(ctx, refused.message), status: refused.status };
      }
      return { kind: 'done', message: t('entity.action-done', { action: t('dashboard.import'), count: 1 }) };
    },
  };
}
