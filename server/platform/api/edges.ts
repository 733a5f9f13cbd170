import type { PlatformClient } from '../platform-client.ts';
import type { Edge } from '../types/edge.ts';

/** Edges (contract 4.9). */
export const edgesApi = {
  /** Whether the platform has edge support; the menus show edge pages only then. */
  async isEdgesSupportEnabled(client: PlatformClient): Promise<boolean> {
    return (await client.get<boolean>('/api/edges/enabled')) === true;
  },

  getEdge(client: PlatformClient, edgeId: string): Promise<Edge> {
    return client.get<Edge>(`/api/edge/${encodeURIComponent(edgeId)}`);
  },
};
