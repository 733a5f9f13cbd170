import { queueTable } from '../tables/queues/queue-kind.ts';
import { entityPages } from '../tables/entity-pages.tsx';
import { ownPlace } from '../tables/list-scope.ts';
import { routePlugin } from '../route-plugin.ts';

const QUEUES = { list: 'queues', details: 'queue' } as const;

/** `/settings/queues...`: the system administrator's rule-engine queues, their details, dialogs and forms. */
export const settingsTables = routePlugin('settings-tables', async (app) => {
  entityPages(app, { routes: QUEUES, place: (request) => ownPlace(request, QUEUES), table: () => queueTable });
});
