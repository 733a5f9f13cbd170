import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Rasterizer } from '../snapshots/rasterize.ts';
import { SnapshotRenderer } from '../snapshots/snapshot-renderer.ts';

/** What draws dashboard snapshots, one per process: the one-at-a-time queue with its time limit, and resvg's child process. */
export interface Snapshots {
  renderer: SnapshotRenderer;
  rasterizer: Rasterizer;
}

/** The snapshot drawing of this process as the app's `snapshots` decoration (server/snapshots/), shared by every snapshot address. */
export const snapshots = fp(async function snapshots(app: FastifyInstance): Promise<void> {
  const drawing: Snapshots = { renderer: new SnapshotRenderer(app.clock), rasterizer: new Rasterizer() };
  app.decorate('snapshots', drawing);
  app.addHook('onClose', async () => drawing.rasterizer.close());
}, { name: 'snapshots', dependencies: ['map-tiles'] });

declare module 'fastify' {
  interface FastifyInstance {
    /** Dashboard snapshots: one drawn at a time per process. */
    snapshots: Snapshots;
  }
}
