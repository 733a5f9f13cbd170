import type { FastifyRequest } from 'fastify';
import { entityQueryApi } from '../../platform/api/entity-query.ts';
import { isPlatformError } from '../../platform/platform-error.ts';
import { resolveAlias } from '../alias-filter.ts';
import type { AliasConfig } from '../../domain/dashboard/dashboard-config.ts';
import { list, record, text, type Json } from '../json-read.ts';

/**
 * The key picker's suggestions: the time-series and attribute keys of the entities the widget's aliases find (each
 * alias's first page, as the platform's key query reads it), sorted; none for an alias that finds nothing now.
 */
export async function keySuggestions(request: FastifyRequest, widgetConfig: Json, aliases: Map<string, AliasConfig>): Promise<string[]> {
  const user = request.session.user!;
  const viewer = { authority: user.authority, tenantId: user.tenantId, customerId: user.customerId, userId: user.id };
  const used = new Set(list(widgetConfig.datasources).map((d) => text(record(d).entityAliasId)).filter((id) => aliases.has(id)));
  const keys = new Set<string>();
  await Promise.all(
    [...used].map(async (aliasId) => {
      const { filter } = resolveAlias(aliases.get(aliasId), {}, viewer);
      if (!filter) return;
      try {
        const found = await entityQueryApi.findEntityKeys(request.platform, { entityFilter: filter, pageLink: { page: 0, pageSize: 100 } });
        for (const k of [...found.timeseries, ...found.attribute]) keys.add(k);
      } catch (err) {
        // An alias the platform refuses (a type it lacks, an entity gone) suggests nothing; the field stays free text.
        if (!isPlatformError(err) || err.unreachable) throw err;
      }
    }),
  );
  return [...keys].sort();
}
