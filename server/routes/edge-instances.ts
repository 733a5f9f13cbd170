import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { answerDashboardInLayout } from '../dashboards/render-dashboard.tsx';
import { DashboardQuery } from '../dashboards/dashboard-query.ts';
import { assetTable } from '../tables/assets/asset-tables.ts';
import { entityPages } from '../tables/entity-pages.tsx';
import { EDGE_RULE_CHAINS } from '../tables/rule-chains/rule-chain-tables.ts';
import { edgePlace, type ListRoutes } from '../tables/list-scope.ts';
import { routePlugin } from '../route-plugin.ts';
import { Uuid } from '../route-schemas.ts';

const edgeId = (request: FastifyRequest) => (request.params as { edgeId: string }).edgeId;
const place = (routes: ListRoutes) => (request: FastifyRequest) => edgePlace(request, routes, edgeId(request));
const ASSETS: ListRoutes = { list: 'edgeAssets', details: 'edgeAsset' };
const RULE_CHAINS: ListRoutes = { list: 'edgeRuleChains', details: 'edgeRuleChain' };

/** `/edgeInstances/...`: an edge's assets and rule chains (and their details) and dashboards. */
export const edgeInstances = routePlugin('edge-instances', async (app) => {
  entityPages(app, { routes: ASSETS, params: { edgeId: Uuid }, place: place(ASSETS), table: assetTable });
  entityPages(app, { routes: RULE_CHAINS, params: { edgeId: Uuid }, place: place(RULE_CHAINS), table: () => EDGE_RULE_CHAINS });

  app.get(
    '/edgeInstances/:edgeId/dashboards/:dashboardId',
    { config: { routeId: 'edgeDashboard' }, schema: { params: Type.Object({ edgeId: Uuid, dashboardId: Uuid }), querystring: DashboardQuery } },
    async (request, reply) => answerDashboardInLayout(request, reply),
  );
});
