import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { answerDashboardInLayout } from '../dashboards/render-dashboard.tsx';
import { DashboardQuery } from '../dashboards/dashboard-query.ts';
import { assetTable } from '../tables/assets/asset-tables.ts';
import { deviceTable } from '../tables/devices/device-tables.ts';
import { entityPages } from '../tables/entity-pages.tsx';
import { EDGE_RULE_CHAINS } from '../tables/rule-chains/rule-chain-tables.ts';
import { ruleChainEditor } from '../tables/rule-chains/editor-modes.ts';
import { dashboardTable } from '../tables/dashboards/dashboard-tables.ts';
import { edgeTable } from '../tables/edges/edge-tables.ts';
import { entityViewTable } from '../tables/entity-views/entity-view-tables.ts';
import { edgePlace, ownPlace, type ListRoutes } from '../tables/list-scope.ts';
import { routePlugin } from '../route-plugin.ts';
import { Uuid } from '../route-schemas.ts';
import { answerSnapshot, SnapshotQuery } from '../snapshots/answer-snapshot.tsx';

const edgeId = (request: FastifyRequest) => (request.params as { edgeId: string }).edgeId;
const place = (routes: ListRoutes) => (request: FastifyRequest) => edgePlace(request, routes, edgeId(request));
const ASSETS: ListRoutes = { list: 'edgeAssets', details: 'edgeAsset' };
const RULE_CHAINS: ListRoutes = { list: 'edgeRuleChains', details: 'edgeRuleChain' };
const DEVICES: ListRoutes = { list: 'edgeDevices', details: 'edgeDevice' };
const EDGES: ListRoutes = { list: 'edgeInstances', details: 'edgeInstance' };
const DASHBOARDS: ListRoutes = { list: 'edgeDashboards', details: 'edgeDashboard' };
const ENTITY_VIEWS: ListRoutes = { list: 'edgeEntityViews', details: 'edgeEntityView' };

/** `/edgeInstances/...`: the edges (a customer user's: their customer's), an edge's assets, devices, rule chains and entity views (and their details) and dashboards (each with its snapshot, `.../snapshot.png`). */
export const edgeInstances = routePlugin('edge-instances', async (app) => {
  entityPages(app, { routes: EDGES, place: (request) => ownPlace(request, EDGES), table: edgeTable });
  entityPages(app, { routes: ASSETS, params: { edgeId: Uuid }, place: place(ASSETS), table: assetTable });
  entityPages(app, { routes: RULE_CHAINS, params: { edgeId: Uuid }, place: place(RULE_CHAINS), table: () => EDGE_RULE_CHAINS, detailsPages: 'tabs' });
  ruleChainEditor(app, { type: 'EDGE', route: 'edgeRuleChain', params: { edgeId: Uuid } });
  entityPages(app, { routes: ENTITY_VIEWS, params: { edgeId: Uuid }, place: place(ENTITY_VIEWS), table: entityViewTable });
  entityPages(app, { routes: DASHBOARDS, params: { edgeId: Uuid }, place: place(DASHBOARDS), table: dashboardTable, detailsPages: false });
  entityPages(app, { routes: DEVICES, params: { edgeId: Uuid }, place: place(DEVICES), table: deviceTable });

  app.get(
    '/edgeInstances/:edgeId/dashboards/:dashboardId',
    { config: { routeId: 'edgeDashboard' }, schema: { params: Type.Object({ edgeId: Uuid, dashboardId: Uuid }), querystring: DashboardQuery } },
    async (request, reply) => answerDashboardInLayout(request, reply),
  );
  app.get(
    '/edgeInstances/:edgeId/dashboards/:dashboardId/snapshot.png',
    { config: { routeId: 'edgeDashboard' }, schema: { params: Type.Object({ edgeId: Uuid, dashboardId: Uuid }), querystring: SnapshotQuery } },
    async (request, reply) => answerSnapshot(request, reply),
  );
}, ['snapshots']);
