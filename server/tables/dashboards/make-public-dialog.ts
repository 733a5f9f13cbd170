import { dashboardAdminApi } from '../../platform/api/dashboard-admin.ts';
import { refusalOf } from '../refusal.ts';
import type { DialogContent, DialogContext, EntityDialog } from '../entity-table.ts';
import type { DashboardRow } from './dashboard-kind.ts';
import { publicLink } from './public-link.ts';

/** The step that shows the link once the dashboard is public. */
const LINK_STEP = 'link';

async function content(ctx: DialogContext<DashboardRow>): Promise<DialogContent> {
  const { t } = ctx.request.view();
  const row = await ctx.table.kind.load(ctx.request.platform, ctx.ids[0]);
  const link = ctx.step === LINK_STEP ? publicLink(ctx.request, row) : null;
  if (link) {
    return {
      kind: 'link',
      title: t('dashboard.public-dashboard-title'),
      text: t('dashboard.public-dashboard-text', { dashboardTitle: row.title }),
      link,
      linkLabel: t('dashboard.public-link'),
      copyLabel: t('dashboard.copy-public-link'),
      notice: t('dashboard.public-dashboard-notice'),
      submitLabel: t('action.ok'),
      cancelLabel: t('action.close'),
    };
  }
  return {
    kind: 'confirm',
    title: t('dashboard.make-public-dashboard-title', { dashboardTitle: row.title }),
    text: t('dashboard.make-public-dashboard-text'),
    submitLabel: t('action.yes'),
    cancelLabel: t('action.no'),
  };
}

/**
 * Make dashboard public (console-map §4.7). Upstream assigns on the click and then shows the link; here a GET never
 * changes anything, so the first step confirms and assigns, the second (`step=link`) shows the link to copy.
 */
export function makePublicDialog(): EntityDialog<DashboardRow> {
  return {
    about: 'entities',
    view: content,
    async submit(ctx) {
      const { t } = ctx.request.view();
      if (ctx.step === LINK_STEP) return { kind: 'done', message: t('entity.action-done', { action: t('dashboard.make-public'), count: 1 }) };
      try {
        await dashboardAdminApi.makeDashboardPublic(ctx.request.platform, ctx.ids[0]);
      } catch (err) {
        const refused = refusalOf(ctx.request, err);
        if (!refused) throw err;
        return { kind: 'invalid', content: { ...(await content(ctx)), formError: refused.message }, status: refused.status };
      }
      return { kind: 'step', step: LINK_STEP };
    },
  };
}
