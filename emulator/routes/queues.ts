import type { FastifyInstance } from 'fastify';
import { SA, TA, requireAuthority } from '../auth/caller.ts';
import type { EmulatorContext } from '../context.ts';
import { notFound } from '../http/api-error.ts';
import { objectBody, sendEmpty } from '../http/body.ts';
import { bindPresentPageParams, toPageLink } from '../http/page-link.ts';
import { uuidParam } from '../http/params.ts';
import { queryParams, queryValue, requireParamConditions } from '../http/query.ts';
import { checkQueue } from '../security/content-checks.ts';
import { queueOwner, saveQueue, serviceTypeOf } from '../services/queues.ts';
import { toQueue } from '../store/queues.ts';

const RULE_ENGINE = 'TB_RULE_ENGINE';

export function queueRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  const { queues } = ctx.stores;

  app.get('/api/queues', async (request) => {
    const query = queryParams(request);
    requireParamConditions(query, ['serviceType', 'pageSize', 'page']);
    const params = bindPresentPageParams(query);
    const caller = requireAuthority(request, SA, TA);
    const serviceType = serviceTypeOf(queryValue(query, 'serviceType') ?? '');
    const link = toPageLink(params);
    if (serviceType !== RULE_ENGINE) return { data: [], totalPages: 0, totalElements: 0, hasNext: false };
    return queues.findPage(queueOwner(ctx, caller), link);
  });

  app.get('/api/queues/:queueId', async (request) => {
    const caller = requireAuthority(request, SA, TA);
    return toQueue(checkQueue(ctx, caller, uuidParam(request.params, 'queueId'), 'READ'));
  });

  app.get('/api/queues/name/:queueName', async (request) => {
    const caller = requireAuthority(request, SA, TA);
    const queue = queues.findByName(queueOwner(ctx, caller), (request.params as { queueName: string }).queueName);
    if (!queue) throw notFound();
    return toQueue(queue);
  });

  app.post('/api/queues', async (request) => {
    const query = queryParams(request);
    requireParamConditions(query, ['serviceType']);
    const body = objectBody(request, 'org.thingsboard.server.common.data.queue.Queue');
    const caller = requireAuthority(request, SA);
    serviceTypeOf(queryValue(query, 'serviceType') ?? '');
    return toQueue(saveQueue(ctx, caller, body));
  });

  app.delete('/api/queues/:queueId', async (request, reply) => {
    const caller = requireAuthority(request, SA);
    const queue = checkQueue(ctx, caller, uuidParam(request.params, 'queueId'), 'DELETE');
    queues.delete(queue.id);
    return sendEmpty(reply);
  });
}
