import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { replicaId } from '../replica-id.ts';

/** `X-Served-By` on every answer: which replica behind the proxy gave it (server/replica-id.ts). */
export const servedBy = fp(async function servedBy(app: FastifyInstance, options: { replica?: string }): Promise<void> {
  const replica = options.replica ?? replicaId();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('x-served-by', replica);
    done();
  });
}, { name: 'served-by' });
