import { entityPages } from '../tables/entity-pages.tsx';
import { ownPlace } from '../tables/list-scope.ts';
import { ruleChainEditor } from '../tables/rule-chains/rule-chain-editor.tsx';
import { ruleChainExport, ruleChainImportPage } from '../tables/rule-chains/rule-chain-pages.tsx';
import { TENANT_RULE_CHAINS } from '../tables/rule-chains/rule-chain-tables.ts';
import { routePlugin } from '../route-plugin.ts';

const ROUTES = { list: 'ruleChains', details: 'ruleChain' } as const;

/** `/ruleChains...`: the tenant's core rule chains, each chain's editor, the import page, the export. */
export const ruleChains = routePlugin('rule-chains', async (app) => {
  ruleChainImportPage(app, { type: 'CORE', list: 'ruleChains', page: 'ruleChainImport' });
  ruleChainExport(app);
  entityPages(app, { routes: ROUTES, place: (request) => ownPlace(request, ROUTES), table: () => TENANT_RULE_CHAINS, detailsPages: 'tabs' });
  ruleChainEditor(app, { type: 'CORE', route: 'ruleChain' });
});
