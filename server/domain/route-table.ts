import { SIGNED_IN, type Authority } from './authority.ts';
import type { RouteAccess, RouteRedirect } from './route-access.ts';

/** A route level's own breadcrumb (console-map §0): a label key, none (`{}`: the page names it at runtime), or skipped. */
export interface CrumbSetting {
  /** Translation key; absent: the page gives a label function (an entity's name, a dashboard's title). */
  label?: string;
  /** The level takes part in the route chain but shows no crumb. */
  skip?: boolean;
}

/** A place in a role's side menu (console-map §2): `'5'`, or `'5.1'` for the first page of the group at `'5'`. */
export type MenuPlacement = string | { at: string; name?: string; icon?: string };

/** A place in a role's home sections (console-map §2): the section's key; places keep the table's order. */
export type HomePlacement = string | { section: string; name?: string; icon?: string };

/** One page of the console (console-map §1), built or not. */
export interface RouteEntry {
  /** The upstream path, with `:name` parameters (`*`: any rest of the path). */
  path: string;
  access: RouteAccess;
  /** Translation key of the page's title; absent: the product name alone. */
  title?: string;
  /** Material name or `mdi:` + name: the crumb's, and the menu's and home's unless they say otherwise. */
  icon?: string;
  /** Absent: the level has no breadcrumb of its own (pages outside the home layout). */
  crumb?: CrumbSetting;
  /** The id of the route level this one sits under (breadcrumb chain). */
  parent?: string;
  /** Outside the home layout: the sign-in pages (`public`) and pages of their own without the side menu (`fullscreen`). */
  layout?: 'public' | 'fullscreen';
  /** A level that only leads on (guard step 9), per authority when a map. */
  redirectTo?: RouteRedirect;
  /** Shown in menus and home sections only when the platform has edge support. */
  edgeOnly?: boolean;
  /** A route plugin answers it; otherwise the table's own "not available yet" page does (server/plugins/table-pages.tsx). */
  built: boolean;
  menu?: Partial<Record<Authority, MenuPlacement>>;
  home?: Partial<Record<Authority, HomePlacement>>;
}

const S = 'SYS_ADMIN' satisfies Authority;
const T = 'TENANT_ADMIN' satisfies Authority;
const C = 'CUSTOMER_USER' satisfies Authority;
const ALL = SIGNED_IN;

const label = (key: string): CrumbSetting => ({ label: key });
/** A level whose crumb the page names: the entity's name, the dashboard's title. */
const NAMED: CrumbSetting = {};
const SKIP: CrumbSetting = { skip: true };

/**
 * Every page of console-map §1 (and the console's help pages), keyed by route id. The side menu, the home sections,
 * the breadcrumbs, the guard's authorities and the pages not built yet are derived from it: adding a page is one row
 * here, one route plugin in server/routes/ that names the row (`config: { routeId }`), and its views.
 */
export const ROUTES = {
  // §1.1 the sign-in pages
  root: { path: '/', access: 'public', layout: 'public', built: true },
  login: { path: '/login', title: 'login.login', access: 'public', layout: 'public', built: true },
  resetPasswordRequest: { path: '/login/resetPasswordRequest', title: 'login.request-password-reset', access: 'public', layout: 'public', built: true },
  resetPassword: { path: '/login/resetPassword', title: 'login.reset-password', access: 'public', layout: 'public', built: true },
  resetExpiredPassword: { path: '/login/resetExpiredPassword', title: 'login.reset-password', access: 'public', layout: 'public', built: true },
  createPassword: { path: '/login/createPassword', title: 'login.create-password', access: 'public', layout: 'public', built: true },
  // Upstream's PRE_VERIFICATION_TOKEN route: the guard lets only a pending second factor in (steps 4 and 7).
  loginMfa: { path: '/login/mfa', title: 'login.two-factor-authentication', access: 'public', layout: 'public', built: true },

  // §1.2 outside the home layout; the dashboard's title is its only crumb
  fullscreenDashboard: { path: '/dashboard/:dashboardId', title: 'dashboard.dashboard', icon: 'dashboard', crumb: NAMED, access: [T, C], layout: 'fullscreen', built: true },
  widgetEditor: { path: '/widget-editor', title: 'widget.editor', crumb: SKIP, access: [S, T], built: true },
  widgetFrame: { path: '/widget-frame', title: 'widget.preview', crumb: SKIP, access: [S, T, C], layout: 'fullscreen', built: true },

  // §1.3 the home layout
  home: { path: '/home', title: 'home.home', icon: 'home', crumb: label('home.home'), access: ALL, built: true, menu: { [S]: '1', [T]: '1', [C]: '1' } },
  profile: { path: '/profile', title: 'account.profile.profile', icon: 'account_circle', crumb: label('account.profile.profile'), access: ALL, built: true },
  security: { path: '/security', title: 'security.security', icon: 'lock', crumb: label('security.security'), access: ALL, built: true },

  tenants: { path: '/tenants', title: 'tenant.tenants', icon: 'supervisor_account', crumb: label('tenant.tenants'), access: [S], built: true, menu: { [S]: '2' }, home: { [S]: 'tenant.management' } },
  tenant: { path: '/tenants/:entityId', parent: 'tenants', title: 'tenant.tenants', icon: 'supervisor_account', crumb: NAMED, access: [S], built: true },
  tenantAdmins: { path: '/tenants/:tenantId/users', parent: 'tenants', title: 'user.tenant-admins', icon: 'account_circle', crumb: label('user.tenant-admins'), access: [S], built: true },
  tenantAdmin: { path: '/tenants/:tenantId/users/:entityId', parent: 'tenantAdmins', title: 'user.tenant-admins', icon: 'account_circle', crumb: NAMED, access: [S], built: true },
  tenantProfiles: { path: '/tenantProfiles', title: 'tenant-profile.tenant-profiles', icon: 'mdi:alpha-t-box', crumb: label('tenant-profile.tenant-profiles'), access: [S], built: true, menu: { [S]: '3' }, home: { [S]: 'tenant.management' } },
  tenantProfile: { path: '/tenantProfiles/:entityId', parent: 'tenantProfiles', title: 'tenant-profile.tenant-profiles', icon: 'mdi:alpha-t-box', crumb: NAMED, access: [S], built: true },
  users: { path: '/users', crumb: SKIP, access: ALL, redirectTo: '/home', built: true },
  user: { path: '/users/:entityId', parent: 'users', title: 'user.user', icon: 'account_circle', crumb: NAMED, access: [S, T], built: true },

  customers: { path: '/customers', title: 'customer.customers', icon: 'supervisor_account', crumb: label('customer.customers'), access: [T], built: true, menu: { [T]: '3' }, home: { [T]: 'customer.management' } },
  customer: { path: '/customers/:entityId', parent: 'customers', title: 'customer.customers', icon: 'supervisor_account', crumb: NAMED, access: [T], built: true },
  customerUsers: { path: '/customers/:customerId/users', parent: 'customers', title: 'user.customer-users', icon: 'account_circle', crumb: label('user.customer-users'), access: [T], built: true },
  customerUser: { path: '/customers/:customerId/users/:entityId', parent: 'customerUsers', title: 'user.customer-users', icon: 'account_circle', crumb: NAMED, access: [T], built: true },
  customerDevices: { path: '/customers/:customerId/devices', parent: 'customers', title: 'customer.devices', icon: 'devices_other', crumb: label('customer.devices'), access: [T], built: true },
  customerDevice: { path: '/customers/:customerId/devices/:entityId', parent: 'customerDevices', title: 'customer.devices', icon: 'devices_other', crumb: NAMED, access: [T], built: true },
  customerAssets: { path: '/customers/:customerId/assets', parent: 'customers', title: 'customer.assets', icon: 'domain', crumb: label('customer.assets'), access: [T], built: true },
  customerAsset: { path: '/customers/:customerId/assets/:entityId', parent: 'customerAssets', title: 'customer.assets', icon: 'domain', crumb: NAMED, access: [T], built: true },
  customerEdges: { path: '/customers/:customerId/edgeInstances', parent: 'customers', title: 'customer.edges', icon: 'router', crumb: label('customer.edges'), access: [T], built: true },
  customerEdge: { path: '/customers/:customerId/edgeInstances/:entityId', parent: 'customerEdges', title: 'customer.edges', icon: 'router', crumb: NAMED, access: [T], built: true },
  customerEntityViews: { path: '/customers/:customerId/entityViews', parent: 'customers', title: 'customer.entity-views', icon: 'view_quilt', crumb: label('customer.entity-views'), access: [T], built: true },
  customerEntityView: { path: '/customers/:customerId/entityViews/:entityId', parent: 'customerEntityViews', title: 'customer.entity-views', icon: 'view_quilt', crumb: NAMED, access: [T], built: true },
  customerDashboards: { path: '/customers/:customerId/dashboards', parent: 'customers', title: 'customer.dashboards', icon: 'dashboard', crumb: label('customer.dashboards'), access: [T], built: true },
  customerDashboard: { path: '/customers/:customerId/dashboards/:dashboardId', parent: 'customerDashboards', title: 'customer.dashboard', icon: 'dashboard', crumb: NAMED, access: [T, C], built: true },

  assets: { path: '/assets', title: 'asset.assets', icon: 'domain', crumb: label('asset.assets'), access: [T, C], built: true, menu: { [T]: '4', [C]: '2' }, home: { [T]: 'asset.management', [C]: 'asset.view-assets' } },
  asset: { path: '/assets/:entityId', parent: 'assets', title: 'asset.assets', icon: 'domain', crumb: NAMED, access: [T, C], built: true },
  devices: { path: '/devices', title: 'device.devices', icon: 'devices_other', crumb: label('device.devices'), access: [T, C], built: true, menu: { [T]: '5', [C]: '3' }, home: { [T]: 'device.management', [C]: 'device.view-devices' } },
  device: { path: '/devices/:entityId', parent: 'devices', title: 'device.devices', icon: 'devices_other', crumb: NAMED, access: [T, C], built: true },
  profiles: { path: '/profiles', icon: 'badge', crumb: label('profiles.profiles'), access: [T], redirectTo: '/profiles/deviceProfiles', built: true, menu: { [T]: '6' } },
  deviceProfiles: { path: '/profiles/deviceProfiles', parent: 'profiles', title: 'device-profile.device-profiles', icon: 'mdi:alpha-d-box', crumb: label('device-profile.device-profiles'), access: [T], built: true, menu: { [T]: '6.1' }, home: { [T]: 'device.management' } },
  deviceProfile: { path: '/profiles/deviceProfiles/:entityId', parent: 'deviceProfiles', title: 'device-profile.device-profiles', icon: 'mdi:alpha-d-box', crumb: NAMED, access: [T], built: true },
  assetProfiles: { path: '/profiles/assetProfiles', parent: 'profiles', title: 'asset-profile.asset-profiles', icon: 'mdi:alpha-a-box', crumb: label('asset-profile.asset-profiles'), access: [T], built: true, menu: { [T]: '6.2' }, home: { [T]: 'asset.management' } },
  assetProfile: { path: '/profiles/assetProfiles/:entityId', parent: 'assetProfiles', title: 'asset-profile.asset-profiles', icon: 'mdi:alpha-a-box', crumb: NAMED, access: [T], built: true },
  otaUpdates: { path: '/otaUpdates', title: 'ota-update.ota-updates', icon: 'memory', crumb: label('ota-update.ota-updates'), access: [T], built: true, menu: { [T]: '7' }, home: { [T]: 'device.management' } },
  otaUpdate: { path: '/otaUpdates/:entityId', parent: 'otaUpdates', title: 'ota-update.ota-updates', icon: 'memory', crumb: NAMED, access: [T], built: true },
  entityViews: { path: '/entityViews', title: 'entity-view.entity-views', icon: 'view_quilt', crumb: label('entity-view.entity-views'), access: [T, C], built: true, menu: { [T]: '8', [C]: '4' }, home: { [T]: 'entity-view.management', [C]: 'entity-view.management' } },
  entityView: { path: '/entityViews/:entityId', parent: 'entityViews', title: 'entity-view.entity-views', icon: 'view_quilt', crumb: NAMED, access: [T, C], built: true },

  edgeInstances: { path: '/edgeInstances', title: 'edge.edge-instances', icon: 'router', crumb: label('edge.edge-instances'), access: [T, C], edgeOnly: true, built: true, menu: { [T]: '9', [C]: '5' }, home: { [T]: 'edge.management', [C]: { section: 'edge.management', icon: 'settings_input_antenna' } } },
  edgeInstance: { path: '/edgeInstances/:entityId', parent: 'edgeInstances', title: 'edge.edge-instances', icon: 'router', crumb: NAMED, access: [T, C], built: true },
  edgeAssets: { path: '/edgeInstances/:edgeId/assets', parent: 'edgeInstances', title: 'edge.assets', icon: 'domain', crumb: label('edge.assets'), access: [T, C], built: true },
  edgeAsset: { path: '/edgeInstances/:edgeId/assets/:entityId', parent: 'edgeAssets', title: 'edge.assets', icon: 'domain', crumb: NAMED, access: [T, C], built: true },
  edgeDevices: { path: '/edgeInstances/:edgeId/devices', parent: 'edgeInstances', title: 'edge.devices', icon: 'devices_other', crumb: label('edge.devices'), access: [T, C], built: true },
  edgeDevice: { path: '/edgeInstances/:edgeId/devices/:entityId', parent: 'edgeDevices', title: 'edge.devices', icon: 'devices_other', crumb: NAMED, access: [T, C], built: true },
  edgeEntityViews: { path: '/edgeInstances/:edgeId/entityViews', parent: 'edgeInstances', title: 'edge.entity-views', icon: 'view_quilt', crumb: label('edge.entity-views'), access: [T, C], built: true },
  // devices_other (sic): upstream's icon for this level.
  edgeEntityView: { path: '/edgeInstances/:edgeId/entityViews/:entityId', parent: 'edgeEntityViews', title: 'edge.entity-views', icon: 'devices_other', crumb: NAMED, access: [T, C], built: true },
  edgeDashboards: { path: '/edgeInstances/:edgeId/dashboards', parent: 'edgeInstances', icon: 'dashboard', crumb: label('edge.dashboards'), access: [T, C], built: true },
  edgeDashboard: { path: '/edgeInstances/:edgeId/dashboards/:dashboardId', parent: 'edgeDashboards', title: 'edge.dashboard', icon: 'dashboard', crumb: NAMED, access: [T, C], built: true },
  edgeRuleChains: { path: '/edgeInstances/:edgeId/ruleChains', parent: 'edgeInstances', title: 'edge.rulechains', icon: 'settings_ethernet', crumb: label('edge.edge-rulechains'), access: [T], built: true },
  edgeRuleChain: { path: '/edgeInstances/:edgeId/ruleChains/:entityId', parent: 'edgeRuleChains', title: 'rulechain.edge-rulechain', icon: 'settings_ethernet', crumb: NAMED, access: [T], built: true },
  edgeManagement: { path: '/edgeManagement', icon: 'settings_input_antenna', crumb: label('edge.management'), access: [T, C], redirectTo: '/edgeManagement/ruleChains', edgeOnly: true, built: true, menu: { [T]: '10' } },
  edgeRuleChainTemplates: { path: '/edgeManagement/ruleChains', parent: 'edgeManagement', title: 'edge.rulechain-templates', icon: 'settings_ethernet', crumb: label('edge.rulechain-templates'), access: [T], edgeOnly: true, built: true, menu: { [T]: '10.1' }, home: { [T]: 'edge.management' } },
  edgeRuleChainTemplate: { path: '/edgeManagement/ruleChains/:entityId', parent: 'edgeRuleChainTemplates', title: 'rulechain.edge-rulechain', icon: 'settings_ethernet', crumb: NAMED, access: [T], built: true },
  edgeRuleChainImport: { path: '/edgeManagement/ruleChains/ruleChain/import', parent: 'edgeRuleChainTemplates', title: 'rulechain.edge-rulechain', icon: 'settings_ethernet', crumb: NAMED, access: [T], built: true },

  ruleChains: { path: '/ruleChains', title: 'rulechain.rulechains', icon: 'settings_ethernet', crumb: label('rulechain.rulechains'), access: [T], built: true, menu: { [T]: '2' }, home: { [T]: 'rulechain.management' } },
  ruleChain: { path: '/ruleChains/:entityId', parent: 'ruleChains', title: 'rulechain.rulechain', icon: 'settings_ethernet', crumb: NAMED, access: [T], built: true },
  ruleChainImport: { path: '/ruleChains/ruleChain/import', parent: 'ruleChains', title: 'rulechain.rulechain', icon: 'settings_ethernet', crumb: NAMED, access: [T], built: true },

  widgetsBundles: {
    path: '/widgets-bundles', title: 'widgets-bundle.widgets-bundles', icon: 'now_widgets', crumb: label('widgets-bundle.widgets-bundles'), access: [S, T], built: true,
    menu: { [S]: { at: '4', name: 'widget.widget-library' }, [T]: { at: '11', name: 'widget.widget-library' } },
    home: { [S]: { section: 'widget.management', name: 'widget.widget-library' }, [T]: { section: 'dashboard.management', name: 'widget.widget-library' } },
  },
  widgetsBundle: { path: '/widgets-bundles/:entityId', parent: 'widgetsBundles', title: 'widgets-bundle.widgets-bundles', icon: 'now_widgets', crumb: NAMED, access: [S, T], built: true },
  widgetTypes: { path: '/widgets-bundles/:widgetsBundleId/widgetTypes', parent: 'widgetsBundles', title: 'widget.widget-library', icon: 'now_widgets', crumb: NAMED, access: [S, T], built: true },
  widgetType: { path: '/widgets-bundles/:widgetsBundleId/widgetTypes/:widgetTypeId', parent: 'widgetTypes', title: 'widget.editor', icon: 'insert_chart', crumb: NAMED, access: [S, T], built: true },
  widgetTypeAdd: { path: '/widgets-bundles/:widgetsBundleId/widgetTypes/add/:widgetType', parent: 'widgetTypes', title: 'widget.editor', icon: 'insert_chart', crumb: NAMED, access: [S, T], built: true },

  // dashboards (sic): the tenant administrator's menu names upstream's ligature.
  dashboards: { path: '/dashboards', title: 'dashboard.dashboards', icon: 'dashboard', crumb: label('dashboard.dashboards'), access: [T, C], built: true, menu: { [T]: { at: '12', icon: 'dashboards' }, [C]: '6' }, home: { [T]: 'dashboard.management', [C]: 'dashboard.view-dashboards' } },
  dashboard: { path: '/dashboards/:dashboardId', parent: 'dashboards', title: 'dashboard.dashboard', icon: 'dashboard', crumb: NAMED, access: [T, C], built: true },
  vc: { path: '/vc', title: 'version-control.version-control', icon: 'history', crumb: label('version-control.version-control'), access: [T], built: true, menu: { [T]: '13' }, home: { [T]: 'version-control.management' } },
  auditLogs: { path: '/auditLogs', title: 'audit-log.audit-logs', icon: 'track_changes', crumb: label('audit-log.audit-logs'), access: [T], built: true, menu: { [T]: '14' }, home: { [T]: 'audit-log.audit' } },
  usage: { path: '/usage', title: 'api-usage.api-usage', icon: 'insert_chart', crumb: label('api-usage.api-usage'), access: [T], built: true, menu: { [T]: '15' }, home: { [T]: 'audit-log.audit' } },

  settings: { path: '/settings', icon: 'settings', crumb: label('admin.system-settings'), access: [S, T], redirectTo: { [S]: '/settings/general', [T]: '/settings/home' }, built: true, menu: { [S]: '5', [T]: '16' } },
  generalSettings: { path: '/settings/general', parent: 'settings', title: 'admin.general-settings', icon: 'settings_applications', crumb: label('admin.general'), access: [S], built: true, menu: { [S]: '5.1' }, home: { [S]: 'admin.system-settings' } },
  outgoingMailSettings: { path: '/settings/outgoing-mail', parent: 'settings', title: 'admin.outgoing-mail-settings', icon: 'mail', crumb: label('admin.outgoing-mail'), access: [S], built: true, menu: { [S]: '5.2' }, home: { [S]: 'admin.system-settings' } },
  smsProviderSettings: { path: '/settings/sms-provider', parent: 'settings', title: 'admin.sms-provider-settings', icon: 'sms', crumb: label('admin.sms-provider'), access: [S], built: true, menu: { [S]: '5.3' }, home: { [S]: 'admin.system-settings' } },
  securitySettings: { path: '/settings/security-settings', parent: 'settings', title: 'admin.security-settings', icon: 'security', crumb: label('admin.security-settings'), access: [S], built: true, menu: { [S]: '5.4' }, home: { [S]: 'admin.system-settings' } },
  oauth2Settings: { path: '/settings/oauth2', parent: 'settings', title: 'admin.oauth2.oauth2', icon: 'security', crumb: label('admin.oauth2.oauth2'), access: [S], built: true, menu: { [S]: '5.5' }, home: { [S]: 'admin.system-settings' } },
  twoFactorSettings: { path: '/settings/2fa', parent: 'settings', title: 'admin.2fa.2fa', icon: 'mdi:two-factor-authentication', crumb: label('admin.2fa.2fa'), access: [S], built: true, menu: { [S]: '5.6' }, home: { [S]: 'admin.system-settings' } },
  homeSettings: { path: '/settings/home', parent: 'settings', title: 'admin.home-settings', icon: 'settings_applications', crumb: label('admin.home-settings'), access: [T], built: true, menu: { [T]: '16.1' }, home: { [T]: 'admin.system-settings' } },
  resourcesLibrary: { path: '/settings/resources-library', parent: 'settings', title: 'resource.resources-library', icon: 'folder', crumb: label('resource.resources-library'), access: [S, T], built: true, menu: { [S]: '5.7', [T]: '16.2' }, home: { [S]: 'admin.system-settings', [T]: 'admin.system-settings' } },
  resource: { path: '/settings/resources-library/:entityId', parent: 'resourcesLibrary', title: 'resource.resources-library', icon: 'folder', crumb: NAMED, access: [S, T], built: true },
  queues: { path: '/settings/queues', parent: 'settings', title: 'admin.queues', icon: 'swap_calls', crumb: label('admin.queues'), access: [S], built: true, menu: { [S]: '5.8' }, home: { [S]: 'admin.system-settings' } },
  queue: { path: '/settings/queues/:entityId', parent: 'queues', title: 'admin.queues', icon: 'swap_calls', crumb: NAMED, access: [S], built: true },
  repositorySettings: { path: '/settings/repository', parent: 'settings', title: 'admin.repository-settings', icon: 'manage_history', crumb: label('admin.repository-settings'), access: [T], built: true, menu: { [T]: '16.3' }, home: { [T]: 'admin.system-settings' } },
  autoCommitSettings: { path: '/settings/auto-commit', parent: 'settings', title: 'admin.auto-commit-settings', icon: 'settings_backup_restore', crumb: label('admin.auto-commit-settings'), access: [T], built: true, menu: { [T]: '16.4' }, home: { [T]: 'admin.system-settings' } },

  // The console's own help pages (not upstream's): `/help/index`, and any page under `/help/`.
  helpIndex: { path: '/help/index', title: 'help.help', icon: 'help_outline', crumb: label('help.help'), access: ALL, built: true },
  helpPage: { path: '/help/*', parent: 'helpIndex', title: 'help.help', icon: 'help_outline', crumb: NAMED, access: ALL, built: true },
  // The gallery of shared parts (issue 17), answered only with GALLERY=true (server/routes/gallery.tsx); else not found.
  gallery: { path: '/gallery', title: 'gallery.title', icon: 'widgets', crumb: label('gallery.title'), access: ALL, built: true },
} as const satisfies Record<string, RouteEntry>;

export type RouteId = keyof typeof ROUTES;

type ParentId = { [K in RouteId]: (typeof ROUTES)[K] extends { parent: infer P } ? P : never }[RouteId];
// Every parent names a row of the table (a type error here otherwise).
const parentsAreRows: [ParentId] extends [RouteId] ? true : never = true;
void parentsAreRows;

/** The home sections of each role in their order (console-map §2); a section shows the places of the table that name it. */
export const HOME_SECTIONS: Record<Authority, readonly string[]> = {
  SYS_ADMIN: ['tenant.management', 'widget.management', 'admin.system-settings'],
  TENANT_ADMIN: [
    'rulechain.management', 'customer.management', 'asset.management', 'device.management', 'entity-view.management', 'edge.management',
    'dashboard.management', 'version-control.management', 'audit-log.audit', 'admin.system-settings',
  ],
  CUSTOMER_USER: ['asset.view-assets', 'device.view-devices', 'entity-view.management', 'edge.management', 'dashboard.view-dashboards'],
};

export function routeEntry(id: RouteId): RouteEntry {
  return ROUTES[id];
}

/** Every row, in the table's order. */
export function routeEntries(): [RouteId, RouteEntry][] {
  return Object.entries(ROUTES) as [RouteId, RouteEntry][];
}

/** Every icon the pages' crumbs, menu entries and home places use, for the sprite build. */
export function routeIcons(): string[] {
  const placed = (placements: Partial<Record<Authority, MenuPlacement | HomePlacement>> = {}) =>
    Object.values(placements).flatMap((p) => (typeof p === 'object' && p.icon ? [p.icon] : []));
  const icons = routeEntries().flatMap(([, entry]) => [...(entry.icon ? [entry.icon] : []), ...placed(entry.menu), ...placed(entry.home)]);
  return [...new Set(icons)];
}
