import { TelemetryTab } from '../../../views/tabs/telemetry-tab.tsx';
import { urlBuilder } from '../../base-path.ts';
import { latestRows } from '../../domain/latest-telemetry.ts';
import { success } from '../../notices/notice.ts';
import { entityAttributesApi } from '../../platform/api/entity-attributes.ts';
import { telemetryApi } from '../../platform/api/telemetry.ts';
import { refusalOf } from '../refusal.ts';
import { queryList, queryText, type TabAnswer, type TabContext, type TabPart } from './tab-part.ts';

const NOT_FOUND: TabAnswer = { kind: 'content', status: 404, node: null };

async function content(ctx: TabContext, dialog: string, keys: string[], formError?: string, status = 200): Promise<TabAnswer> {
  const { request, entityId, path } = ctx;
  const { t, url } = request.view();
  if (dialog && (dialog !== 'delete-telemetry' || keys.length === 0)) return NOT_FOUND;
  const rows = latestRows(await telemetryApi.getLatestTimeseries(request.platform, entityId));
  const view = {
    entityType: entityId.entityType,
    entityId: entityId.id,
    action: url(path),
    rows,
    dialog: dialog
      ? { kind: 'delete' as const, title: t('attribute.delete-timeseries-title'), text: t('attribute.delete-timeseries-text', { keys: keys.join(', ') }), action: url(path, { dialog }), cancelHref: url(path), keys, formError }
      : undefined,
  };
  return { kind: 'content', status, node: <TelemetryTab view={view} /> };
}

/** The latest-telemetry tab: every key's latest value, live; delete selected keys (all their data) after confirming. */
export const telemetryTab: TabPart = {
  slug: 'latest-telemetry',
  show: (ctx) => content(ctx, queryText(ctx.query, 'dialog', 32), queryList(ctx.query, 'keys')),
  async submit(ctx, body) {
    const keys = queryList(body, 'keys');
    if (queryText(ctx.query, 'dialog', 32) !== 'delete-telemetry' || keys.length === 0) return NOT_FOUND;
    const { request } = ctx;
    try {
      await entityAttributesApi.deleteTimeseries(request.platform, ctx.entityId, keys);
    } catch (err) {
      const refused = refusalOf(request, err);
      if (!refused) throw err;
      return content(ctx, 'delete-telemetry', keys, refused.message, refused.status);
    }
    success(request, request.view().t('attribute.timeseries-deleted', { keys: keys.join(', ') }));
    return { kind: 'redirect', path: urlBuilder('')(ctx.path) };
  },
};
