import { MessagePage } from '../../views/errors/message-page.tsx';
import type { Authority } from '../domain/authority.ts';
import { routePlugin } from '../route-plugin.ts';

const S: Authority = 'SYS_ADMIN';
const T: Authority = 'TENANT_ADMIN';
const C: Authority = 'CUSTOMER_USER';

/**
 * The upstream console's routes (console-map §1.2 and §1.3) that later issues build, with their
 * authorities. Registering them now gives each the guard's answer it will have when built: the
 * forbidden dialog for the wrong role, the remembered address across sign-in, and a route for
 * default-dashboard users to be confined to; the permitted roles see "not available yet".
 */
export interface PendingRoute {
  path: string;
  access: Authority[];
}

const route = (path: string, ...access: Authority[]): PendingRoute => ({ path, access });
/** A list and its entities' pages under one parent route. */
const listAndItems = (list: string, ...access: Authority[]) => [route(list, ...access), route(`${list}/:entityId`, ...access)];

export const PENDING_ROUTES: readonly PendingRoute[] = [
  route('/widget-editor', S, T),
  ...listAndItems('/tenants', S),
  ...listAndItems('/tenants/:tenantId/users', S),
  ...listAndItems('/tenantProfiles', S),
  route('/users/:entityId', S, T),
  ...listAndItems('/customers', T),
  ...['users', 'devices', 'assets', 'edgeInstances'].flatMap((list) => listAndItems(`/customers/:customerId/${list}`, T)),
  route('/customers/:customerId/dashboards', T),
  ...listAndItems('/assets', T, C),
  ...listAndItems('/profiles/deviceProfiles', T),
  ...listAndItems('/profiles/assetProfiles', T),
  ...listAndItems('/otaUpdates', T),
  ...listAndItems('/entityViews', T, C),
  ...listAndItems('/edgeInstances', T, C),
  ...['assets', 'devices', 'entityViews'].flatMap((list) => listAndItems(`/edgeInstances/:edgeId/${list}`, T, C)),
  route('/edgeInstances/:edgeId/dashboards', T, C),
  ...listAndItems('/edgeInstances/:edgeId/ruleChains', T),
  ...listAndItems('/edgeManagement/ruleChains', T),
  route('/edgeManagement/ruleChains/ruleChain/import', T),
  ...listAndItems('/ruleChains', T),
  route('/ruleChains/ruleChain/import', T),
  route('/widgets-bundles', S, T),
  ...listAndItems('/widgets-bundles/:widgetsBundleId/widgetTypes', S, T),
  route('/widgets-bundles/:widgetsBundleId/widgetTypes/add/:widgetType', S, T),
  route('/dashboards', T, C),
  route('/vc', T),
  route('/auditLogs', T),
  route('/usage', T),
  ...['general', 'outgoing-mail', 'sms-provider', 'security-settings', 'oauth2', '2fa'].map((page) => route(`/settings/${page}`, S)),
  ...listAndItems('/settings/queues', S),
  ...['home', 'repository', 'auto-commit'].map((page) => route(`/settings/${page}`, T)),
  ...listAndItems('/settings/resources-library', S, T),
];

/** The pages not built yet: the guard's answer, then "not available yet". */
export const pending = routePlugin('pending', async (app) => {
  for (const { path, access } of PENDING_ROUTES) {
    app.get(path, { config: { access } }, async (request, reply) => {
      const { t } = request.view();
      return reply.page(
        <MessagePage title={t('error.not-available')} message={t('error.not-available-text')} icon="construction" action={{ label: t('home.home'), path: '/home' }} />,
      );
    });
  }
});
