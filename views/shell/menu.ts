import type { Authority } from '../../server/domain/authority.ts';

export interface MenuLink {
  type: 'link';
  name: string;
  path: string;
  icon: string;
  edgeOnly?: boolean;
}

export interface MenuToggle {
  type: 'toggle';
  name: string;
  path: string;
  icon: string;
  pages: MenuLink[];
  edgeOnly?: boolean;
}

export type MenuSection = MenuLink | MenuToggle;

const link = (name: string, path: string, icon: string, edgeOnly?: boolean): MenuLink => ({ type: 'link', name, path, icon, edgeOnly });

const sysAdminSettings: MenuToggle = {
  type: 'toggle',
  name: 'admin.system-settings',
  path: '/settings',
  icon: 'settings',
  pages: [
    link('admin.general', '/settings/general', 'settings_applications'),
    link('admin.outgoing-mail', '/settings/outgoing-mail', 'mail'),
    link('admin.sms-provider', '/settings/sms-provider', 'sms'),
    link('admin.security-settings', '/settings/security-settings', 'security'),
    link('admin.oauth2.oauth2', '/settings/oauth2', 'security'),
    link('admin.2fa.2fa', '/settings/2fa', 'mdi:two-factor-authentication'),
    link('resource.resources-library', '/settings/resources-library', 'folder'),
    link('admin.queues', '/settings/queues', 'swap_calls'),
  ],
};

const MENUS: Record<Authority, MenuSection[]> = {
  SYS_ADMIN: [
    link('home.home', '/home', 'home'),
    link('tenant.tenants', '/tenants', 'supervisor_account'),
    link('tenant-profile.tenant-profiles', '/tenantProfiles', 'mdi:alpha-t-box'),
    link('widget.widget-library', '/widgets-bundles', 'now_widgets'),
    sysAdminSettings,
  ],
  TENANT_ADMIN: [
    link('home.home', '/home', 'home'),
    link('rulechain.rulechains', '/ruleChains', 'settings_ethernet'),
    link('customer.customers', '/customers', 'supervisor_account'),
    link('asset.assets', '/assets', 'domain'),
    link('device.devices', '/devices', 'devices_other'),
    {
      type: 'toggle',
      name: 'profiles.profiles',
      path: '/profiles',
      icon: 'badge',
      pages: [
        link('device-profile.device-profiles', '/profiles/deviceProfiles', 'mdi:alpha-d-box'),
        link('asset-profile.asset-profiles', '/profiles/assetProfiles', 'mdi:alpha-a-box'),
      ],
    },
    link('ota-update.ota-updates', '/otaUpdates', 'memory'),
    link('entity-view.entity-views', '/entityViews', 'view_quilt'),
    link('edge.edge-instances', '/edgeInstances', 'router', true),
    {
      type: 'toggle',
      name: 'edge.management',
      path: '/edgeManagement',
      icon: 'settings_input_antenna',
      edgeOnly: true,
      pages: [link('edge.rulechain-templates', '/edgeManagement/ruleChains', 'settings_ethernet')],
    },
    link('widget.widget-library', '/widgets-bundles', 'now_widgets'),
    link('dashboard.dashboards', '/dashboards', 'dashboards'),
    link('version-control.version-control', '/vc', 'history'),
    link('audit-log.audit-logs', '/auditLogs', 'track_changes'),
    link('api-usage.api-usage', '/usage', 'insert_chart'),
    {
      type: 'toggle',
      name: 'admin.system-settings',
      path: '/settings',
      icon: 'settings',
      pages: [
        link('admin.home-settings', '/settings/home', 'settings_applications'),
        link('resource.resources-library', '/settings/resources-library', 'folder'),
        link('admin.repository-settings', '/settings/repository', 'manage_history'),
        link('admin.auto-commit-settings', '/settings/auto-commit', 'settings_backup_restore'),
      ],
    },
  ],
  CUSTOMER_USER: [
    link('home.home', '/home', 'home'),
    link('asset.assets', '/assets', 'domain'),
    link('device.devices', '/devices', 'devices_other'),
    link('entity-view.entity-views', '/entityViews', 'view_quilt'),
    link('edge.edge-instances', '/edgeInstances', 'router', true),
    link('dashboard.dashboards', '/dashboards', 'dashboard'),
  ],
};

/** The side menu of a role; edge entries only when the platform has edge support. */
export function menuFor(authority: Authority, edgesEnabled: boolean): MenuSection[] {
  return MENUS[authority].filter((s) => edgesEnabled || !s.edgeOnly);
}

/** The menu's sections and pages in order, groups followed by their pages. */
export function flattenMenu(sections: MenuSection[]): MenuSection[] {
  return sections.flatMap((s) => (s.type === 'toggle' ? [s, ...s.pages] : [s]));
}

const EVERY_ENTRY = Object.values(MENUS).flatMap(flattenMenu);

/** Every path the menus of all roles lead to. */
export function allMenuPaths(): string[] {
  return [...new Set(EVERY_ENTRY.map((e) => e.path))];
}

/** Every icon name the menus use, for the sprite build. */
export function allMenuIcons(): string[] {
  return [...new Set(EVERY_ENTRY.map((e) => e.icon))];
}
