import { entityPages } from '../tables/entity-pages.tsx';
import { ownPlace } from '../tables/list-scope.ts';
import { ruleChainEditor, ruleChainImportEditor } from '../tables/rule-chains/editor-modes.ts';
import { EDGE_TEMPLATE_RULE_CHAINS } from '../tables/rule-chains/rule-chain-tables.ts';
import { routePlugin } from '../route-plugin.ts';

const ROUTES = { list: 'edgeRuleChainTemplates', details: 'edgeRuleChainTemplate' } as const;

/** `/edgeManagement/ruleChains...`: the edge rule chain templates, each chain's editor, the import page. */
export const edgeManagement = routePlugin('edge-management', async (app) => {
  ruleChainImportEditor(app, { type: 'EDGE', list: 'edgeRuleChainTemplates', page: 'edgeRuleChainImport' });
  entityPages(app, { routes: ROUTES, place: (request) => ownPlace(request, ROUTES), table: () => EDGE_TEMPLATE_RULE_CHAINS, detailsPages: 'tabs' });
  ruleChainEditor(app, { type: 'EDGE', route: 'edgeRuleChainTemplate' });
});
