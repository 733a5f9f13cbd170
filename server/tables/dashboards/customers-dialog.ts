import { isUuid } from '../../domain/entity-form.ts';
import { dashboardAdminApi } from '../../platform/api/dashboard-admin.ts';
import { searchField } from '../form-view.ts';
import { pickerView } from '../pickers.ts';
import { applyEach } from '../dialogs/apply-each.ts';
import type { DialogContent, DialogContext, EntityDialog } from '../entity-table.ts';
import { assignedCustomerIds, type DashboardRow } from './dashboard-kind.ts';

/** The modes of the manage-dashboard-customers dialog (console-map §4.9): keys and the call per dashboard. */
const MODES = {
  assign: {
    title: 'dashboard.assign-to-customers',
    label: 'dashboard.assign-to-customers-text',
    submit: 'action.assign',
    call: dashboardAdminApi.addDashboardCustomers,
  },
  manage: {
    title: 'dashboard.manage-assigned-customers',
    label: 'dashboard.assigned-customers',
    submit: 'action.update',
    call: dashboardAdminApi.updateDashboardCustomers,
  },
  unassign: {
    title: 'dashboard.unassign-from-customers',
    label: 'dashboard.unassign-from-customers-text',
    submit: 'action.unassign',
    call: dashboardAdminApi.removeDashboardCustomers,
  },
} as const;

export type CustomersMode = keyof typeof MODES;

const FIELD = 'assignedCustomerIds';

function chosen(source: Record<string, unknown>): string[] {
  const value = source[FIELD];
  const values = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return [...new Set(values.flatMap((v) => (typeof v === 'string' ? v.split(',') : [])).filter(isUuid))];
}

async function content(ctx: DialogContext<DashboardRow>, mode: CustomersMode, selected: string[], search: unknown, error?: string): Promise<DialogContent> {
  const { t } = ctx.request.view();
  const spec = MODES[mode];
  const picker = await pickerView(ctx.request, {
    kind: 'customers',
    name: FIELD,
    label: t(spec.label),
    selected,
    search: typeof search === 'string' ? search : '',
    required: mode !== 'manage',
    error,
  });
  // A form posted back to narrow the list says what was chosen, even nothing: only a fresh dialog starts from the stored list.
  return { kind: 'entities', title: t(spec.title), text: '', picker, submitLabel: t(spec.submit), hidden: { [`${FIELD}.shown`]: 'true' } };
}

/**
 * Manage a dashboard's customers (console-map §4.9) in one of its modes, for one dashboard or many: `manage` starts
 * from the customers it has and sets exactly the chosen ones (none unassigns all); `assign` and `unassign` need one.
 */
export function dashboardCustomersDialog(mode: CustomersMode): EntityDialog<DashboardRow> {
  return {
    about: 'entities',
    async view(ctx) {
      const posted = ctx.query[`${FIELD}.shown`] === 'true';
      let selected = chosen(ctx.query);
      if (!posted && mode === 'manage' && ctx.ids.length === 1) {
        const row = await ctx.table.kind.load(ctx.request.platform, ctx.ids[0]);
        // The public customer is not the user's to choose here: making private is its own action.
        selected = assignedCustomerIds(row).filter((id) => id !== row.publicCustomerId);
      }
      return content(ctx, mode, selected, ctx.query[searchField(FIELD)]);
    },
    async submit(ctx, body) {
      const { t } = ctx.request.view();
      const ids = chosen(body);
      if (ids.length === 0 && mode !== 'manage') return { kind: 'invalid', content: await content(ctx, mode, ids, '', t('customer.customer-required')), status: 400 };
      const outcome = await applyEach(ctx.request, ctx.ids, async (dashboardId) => {
        let customers = ids;
        if (mode === 'manage') {
          const row = await ctx.table.kind.load(ctx.request.platform, dashboardId);
          customers = row.publicCustomerId ? [...ids, row.publicCustomerId] : ids;
        }
        await MODES[mode].call(ctx.request.platform, dashboardId, customers);
      });
      if (outcome.done.length === 0 && outcome.first) {
        return { kind: 'invalid', content: { ...(await content(ctx, mode, ids, '')), formError: outcome.first.message }, status: outcome.first.status };
      }
      return { kind: 'done', message: t('entity.action-done', { action: t(MODES[mode].title), count: outcome.done.length }), failures: outcome.failures };
    },
  };
}
