import type { Authority } from '../../server/domain/authority.ts';

export interface HomePlace {
  name: string;
  icon: string;
  path: string;
}

export interface HomeSection {
  name: string;
  places: HomePlace[];
  edgeOnly?: boolean;
}

const place = (name: string, icon: string, path: string): HomePlace => ({ name, icon, path });

const SECTIONS: Record<Authority, HomeSection[]> = {
  SYS_ADMIN: [
    {
      name: 'tenant.management',
      places: [
        place('tenant.tenants', 'supervisor_account', '/tenants'),
        place('tenant-profile.tenant-profiles', 'mdi:alpha-t-box', '/tenantProfiles'),
      ],
    },
    { name: 'widget.management', places: [place('widget.widget-library', 'now_widgets', '/widgets-bundles')] },
    {
      name: 'admin.system-settings',
      places: [
        place('admin.general', 'settings_applications', '/settings/general'),
        place('admin.outgoing-mail', 'mail', '/settings/outgoing-mail'),
        place('admin.sms-provider', 'sms', '/settings/sms-provider'),
        place('admin.security-settings', 'security', '/settings/security-settings'),
        place('admin.oauth2.oauth2', 'security', '/settings/oauth2'),
        place('admin.2fa.2fa', 'mdi:two-factor-authentication', '/settings/2fa'),
        place('resource.resources-library', 'folder', '/settings/resources-library'),
        place('admin.queues', 'swap_calls', '/settings/queues'),
      ],
    },
  ],
  TENANT_ADMIN: [
    { name: 'rulechain.management', places: [place('rulechain.rulechains', 'settings_ethernet', '/ruleChains')] },
    { name: 'customer.management', places: [place('customer.customers', 'supervisor_account', '/customers')] },
    {
      name: 'asset.management',
      places: [place('asset.assets', 'domain', '/assets'), place('asset-profile.asset-profiles', 'mdi:alpha-a-box', '/profiles/assetProfiles')],
    },
    {
      name: 'device.management',
      places: [
        place('device.devices', 'devices_other', '/devices'),
        place('device-profile.device-profiles', 'mdi:alpha-d-box', '/profiles/deviceProfiles'),
        place('ota-update.ota-updates', 'memory', '/otaUpdates'),
      ],
    },
    { name: 'entity-view.management', places: [place('entity-view.entity-views', 'view_quilt', '/entityViews')] },
    {
      name: 'edge.management',
      edgeOnly: true,
      places: [
        place('edge.edge-instances', 'router', '/edgeInstances'),
        place('edge.rulechain-templates', 'settings_ethernet', '/edgeManagement/ruleChains'),
      ],
    },
    {
      name: 'dashboard.management',
      places: [place('widget.widget-library', 'now_widgets', '/widgets-bundles'), place('dashboard.dashboards', 'dashboard', '/dashboards')],
    },
    { name: 'version-control.management', places: [place('version-control.version-control', 'history', '/vc')] },
    {
      name: 'audit-log.audit',
      places: [place('audit-log.audit-logs', 'track_changes', '/auditLogs'), place('api-usage.api-usage', 'insert_chart', '/usage')],
    },
    {
      name: 'admin.system-settings',
      places: [
        place('admin.home-settings', 'settings_applications', '/settings/home'),
        place('resource.resources-library', 'folder', '/settings/resources-library'),
        place('admin.repository-settings', 'manage_history', '/settings/repository'),
        place('admin.auto-commit-settings', 'settings_backup_restore', '/settings/auto-commit'),
      ],
    },
  ],
  CUSTOMER_USER: [
    { name: 'asset.view-assets', places: [place('asset.assets', 'domain', '/assets')] },
    { name: 'device.view-devices', places: [place('device.devices', 'devices_other', '/devices')] },
    { name: 'entity-view.management', places: [place('entity-view.entity-views', 'view_quilt', '/entityViews')] },
    { name: 'edge.management', edgeOnly: true, places: [place('edge.edge-instances', 'settings_input_antenna', '/edgeInstances')] },
    { name: 'dashboard.view-dashboards', places: [place('dashboard.dashboards', 'dashboard', '/dashboards')] },
  ],
};

export function homeSectionsFor(authority: Authority, edgesEnabled: boolean): HomeSection[] {
  return SECTIONS[authority].filter((s) => edgesEnabled || !s.edgeOnly);
}

export function allHomeIcons(): string[] {
  return [...new Set(Object.values(SECTIONS).flatMap((ss) => ss.flatMap((s) => s.places.map((p) => p.icon))))];
}
