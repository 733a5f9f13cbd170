import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { OpenStreams } from '../lifecycle/open-streams.ts';

/**
 * What a replica does when it is told to stop (Fastify's close, on SIGTERM: server/lifecycle/graceful-shutdown.ts):
 * its live-data streams (the openStreams decoration, which the realtime module adds every stream to) end with a reconnect
 * hint before the server waits for requests, and the answers still in flight close their connections, which the
 * server would otherwise keep alive until they time out.
 */
export const shutdown = fp(async function shutdown(app: FastifyInstance): Promise<void> {
  const openStreams = new OpenStreams(app.metrics.sseStreams);
  app.decorate('openStreams', openStreams);
  app.addHook('preClose', async () => {
    openStreams.drain();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (openStreams.draining) reply.header('connection', 'close');
    done(null, payload);
  });
}, { name: 'shutdown', dependencies: ['metrics'] });

declare module 'fastify' {
  interface FastifyInstance {
    /** Live-data streams to browsers: counted, and told to reconnect elsewhere on shutdown. */
    openStreams: OpenStreams;
  }
}
