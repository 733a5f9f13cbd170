// Validators compiled on first use answer exactly as Fastify's own, compiled at start-up.
import t from 'tap';
import Fastify from 'fastify';
import { Type } from '@sinclair/typebox';
import { lazyValidators } from '../../server/plugins/lazy-validation.ts';

const Query = Type.Object({
  page: Type.Integer({ minimum: 0, default: 0 }),
  direction: Type.Union([Type.Literal('ASC'), Type.Literal('DESC')], { default: 'DESC' }),
  ids: Type.Optional(Type.Array(Type.String({ format: 'uuid' }))),
});
const Body = Type.Object({ username: Type.String({ maxLength: 8, default: '' }), remember: Type.Optional(Type.Boolean()) });
const Params = Type.Object({ id: Type.String({ format: 'uuid' }) });

async function appWith(lazy: boolean) {
  const app = Fastify(lazy ? { schemaController: { compilersFactory: { buildValidator: lazyValidators() } } } : {});
  app.get('/items/:id', { schema: { params: Params, querystring: Query } }, async (request) => ({ params: request.params, query: request.query }));
  app.post('/sign-in', { schema: { body: Body } }, async (request) => request.body);
  await app.ready();
  return app;
}

t.test('the same answers as the validators Fastify compiles at start-up', async (t) => {
  const [eager, lazy] = [await appWith(false), await appWith(true)];
  t.teardown(() => Promise.all([eager.close(), lazy.close()]));
  const id = '0b1e6f40-0000-4000-8000-000000000000';
  const requests = [
    { url: `/items/${id}` },
    { url: `/items/${id}?page=3&direction=ASC` },
    { url: `/items/${id}?ids=${id}&ids=${id}` },
    { url: `/items/${id}?ids=${id}` },
    { url: `/items/${id}?page=-1` },
    { url: `/items/${id}?page=abc` },
    { url: `/items/${id}?direction=UP` },
    { url: '/items/not-a-uuid' },
    { url: '/sign-in', method: 'POST' as const, payload: { remember: 'true' } },
    { url: '/sign-in', method: 'POST' as const, payload: { username: 'far too long a name' } },
    { url: '/sign-in', method: 'POST' as const, payload: '[1]', headers: { 'content-type': 'application/json' } },
  ];
  let rejected = 0;
  for (const request of requests) {
    const [a, b] = [await eager.inject(request), await lazy.inject(request)];
    t.same([b.statusCode, b.json()], [a.statusCode, a.json()], `${request.method ?? 'GET'} ${request.url}`);
    if (a.statusCode === 400) rejected++;
  }
  t.equal(rejected, 6, 'the cases cover both valid and rejected input');
});
