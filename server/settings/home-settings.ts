import type { FormDef } from '../domain/entity-form.ts';
import { settingsApi } from '../platform/api/settings.ts';
import type { HomeDashboardInfo } from '../platform/types/home-dashboard.ts';
import { SAVE } from './admin-settings-form.ts';
import type { SettingsFormDef } from './settings-form.tsx';

const HOME_FORM: FormDef = {
  fields: [
    { path: 'dashboardId', label: 'dashboard.home-dashboard', control: { kind: 'picker', picker: 'dashboards', entityType: 'DASHBOARD' } },
    { path: 'hideDashboardToolbar', label: 'dashboard.home-dashboard-hide-toolbar', control: { kind: 'checkbox' } },
  ],
};

/** `/settings/home` (console-map §5, tenant administrator): the tenant's home dashboard and its toolbar. */
export const homeSettings: SettingsFormDef<HomeDashboardInfo> = {
  routeId: 'homeSettings',
  path: '/settings/home',
  title: 'admin.home-settings',
  form: () => HOME_FORM,
  load: async (request) => {
    const info = await settingsApi.getTenantHomeDashboard(request.platform);
    return { dashboardId: info?.dashboardId ?? null, hideDashboardToolbar: info?.hideDashboardToolbar ?? true };
  },
  save: { ...SAVE, run: (request, info) => settingsApi.saveTenantHomeDashboard(request.platform, info) },
};
