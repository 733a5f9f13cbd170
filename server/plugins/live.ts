import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LiveHub, type HubDeps } from '../realtime/live-hub.ts';

/**
 * The live-data bridge (server/realtime/) as the app's `live` decoration. Its streams are among the replica's open
 * streams (the shutdown plugin), which end with a reconnect hint when the replica shuts down (an open stream would
 * hold the shutdown forever); then the platform sockets close. Open sockets are counted in the metrics' gauge.
 */
export const liveData = fp(async function liveData(app: FastifyInstance, deps: Omit<HubDeps, 'log' | 'clock' | 'openSockets'>): Promise<void> {
  const hub = new LiveHub({ ...deps, clock: app.clock, log: app.log, openSockets: app.metrics.platformSockets });
  app.decorate('live', hub);
  app.addHook('preClose', async () => hub.close());
}, { name: 'live', dependencies: ['sessions', 'metrics', 'shutdown'] });

declare module 'fastify' {
  interface FastifyInstance {
    /** The live-data bridge: one platform socket per session with an open stream (server/realtime/). */
    live: LiveHub;
  }
}
