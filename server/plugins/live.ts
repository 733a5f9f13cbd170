import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LiveHub, type HubDeps } from '../realtime/live-hub.ts';

/**
 * The live-data bridge (server/realtime/) as the app's `live` decoration. Its streams are cut before the server
 * closes (an open stream would hold the shutdown forever); browsers reconnect, to another replica.
 */
export const liveData = fp(async function liveData(app: FastifyInstance, deps: Omit<HubDeps, 'log' | 'clock'>): Promise<void> {
  const hub = new LiveHub({ ...deps, clock: app.clock, log: app.log });
  app.decorate('live', hub);
  app.addHook('preClose', async () => hub.close());
}, { name: 'live', dependencies: ['sessions'] });

declare module 'fastify' {
  interface FastifyInstance {
    /** The live-data bridge: one platform socket per session with an open stream (server/realtime/). */
    live: LiveHub;
  }
}
