import { entityPages } from '../tables/entity-pages.tsx';
import { ownPlace } from '../tables/list-scope.ts';
import { ruleChainEditor, ruleChainImportEditor } from '../tables/rule-chains/editor-modes.ts';
import { ruleChainExport } from '../tables/rule-chains/rule-chain-export.ts';
import { TENANT_RULE_CHAINS } from '../tables/rule-chains/rule-chain-tables.ts';
import { routePlugin } from '../route-plugin.ts';

const ROUTES = { list: 'ruleChains', details: 'ruleChain' } as const;

/** `/ruleChains...`: the tenant's core rule chains, each chain's editor, the import page, the export. */
export const ruleChains = routePlugin('rule-chains', async (app) => {
  ruleChainImportEditor(app, { type: 'CORE', list: 'ruleChains', page: 'ruleChainImport' });
  ruleChainExport(app);
  entityPages(app, { routes: ROUTES, place: (request) => ownPlace(request, ROUTES), table: () => TENANT_RULE_CHAINS, detailsPages: 'tabs' });
  ruleChainEditor(app, { type: 'CORE', route: 'ruleChain' });
});
