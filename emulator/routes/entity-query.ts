import type { FastifyInstance } from 'fastify';
import { CU, TA, requireAuthority } from '../auth/caller.ts';
import type { EmulatorContext } from '../context.ts';
import { jsonBody } from '../http/body.ts';
import { booleanParam, queryParams, queryValue, requireParamConditions } from '../http/query.ts';
import { findAlarmData } from '../query/alarm-data.ts';
import { countEntities, findEntityData, findEntityKeys } from '../query/entity-data.ts';
import { parseAlarmQuery, parseCountQuery, parseDataQuery } from '../query/parse-query.ts';

const KEYS_CONDITION = ['timeseries', 'attributes'];

export function entityQueryRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  app.post('/api/entitiesQuery/count', async (request) => {
    const query = parseCountQuery(jsonBody(request));
    const caller = requireAuthority(request, TA, CU);
    return countEntities(ctx.db, caller, query);
  });

  app.post('/api/entitiesQuery/find', async (request) => {
    const query = parseDataQuery(jsonBody(request));
    const caller = requireAuthority(request, TA, CU);
    return findEntityData(ctx.db, caller, query);
  });

  app.post('/api/entitiesQuery/find/keys', async (request) => {
    const params = queryParams(request);
    requireParamConditions(params, KEYS_CONDITION);
    const query = parseDataQuery(jsonBody(request));
    const caller = requireAuthority(request, TA, CU);
    const timeseries = booleanParam(queryValue(params, 'timeseries')) === true;
    const attributes = booleanParam(queryValue(params, 'attributes')) === true;
    return findEntityKeys(ctx.db, caller, query, timeseries, attributes);
  });

  app.post('/api/alarmsQuery/find', async (request) => {
    const query = parseAlarmQuery(jsonBody(request));
    const caller = requireAuthority(request, TA, CU);
    return findAlarmData(ctx.db, caller, query);
  });
}
