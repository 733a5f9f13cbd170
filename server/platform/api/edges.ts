import type { PlatformClient } from '../platform-client.ts';
import type { BulkImportRequest, BulkImportResult } from '../types/bulk-import.ts';
import type { Edge, EdgeEvent, EdgeInfo } from '../types/edge.ts';
import type { EntitySubtype } from '../types/ids.ts';
import type { PageData, PageLink } from '../types/page-data.ts';

const id = encodeURIComponent;

/** Edges (contract 4.9): reads, save, delete, customer assignment, sync, bulk import. */
export const edgesApi = {
  /** Whether the platform has edge support; the menus show edge pages only then. */
  async isEdgesSupportEnabled(client: PlatformClient): Promise<boolean> {
    return (await client.get<boolean>('/api/edges/enabled')) === true;
  },

  getEdge(client: PlatformClient, edgeId: string): Promise<Edge> {
    return client.get<Edge>(`/api/edge/${id(edgeId)}`);
  },

  getEdgeInfo(client: PlatformClient, edgeId: string): Promise<EdgeInfo> {
    return client.get<EdgeInfo>(`/api/edge/info/${id(edgeId)}`);
  },

  getTenantEdgeInfos(client: PlatformClient, link: PageLink, type?: string): Promise<PageData<EdgeInfo>> {
    return client.get<PageData<EdgeInfo>>('/api/tenant/edgeInfos', { query: { ...link, type } });
  },

  getCustomerEdgeInfos(client: PlatformClient, customerId: string, link: PageLink, type?: string): Promise<PageData<EdgeInfo>> {
    return client.get<PageData<EdgeInfo>>(`/api/customer/${id(customerId)}/edgeInfos`, { query: { ...link, type } });
  },

  /** The tenant's plain edges (the picker of "add edges to a customer"). */
  getTenantEdges(client: PlatformClient, link: PageLink): Promise<PageData<Edge>> {
    return client.get<PageData<Edge>>('/api/tenant/edges', { query: { ...link } });
  },

  /** Creates (no id) or updates an edge; the answer is the saved edge. */
  saveEdge(client: PlatformClient, edge: object): Promise<Edge> {
    return client.post<Edge>('/api/edge', { body: edge });
  },

  async deleteEdge(client: PlatformClient, edgeId: string): Promise<void> {
    await client.delete(`/api/edge/${id(edgeId)}`);
  },

  async assignEdgeToCustomer(client: PlatformClient, customerId: string, edgeId: string): Promise<void> {
    await client.post(`/api/customer/${id(customerId)}/edge/${id(edgeId)}`);
  },

  /** Unassign from its customer; also how a public edge is made private. */
  async unassignEdgeFromCustomer(client: PlatformClient, edgeId: string): Promise<void> {
    await client.delete(`/api/customer/edge/${id(edgeId)}`);
  },

  async assignEdgeToPublicCustomer(client: PlatformClient, edgeId: string): Promise<void> {
    await client.post(`/api/customer/public/edge/${id(edgeId)}`);
  },

  /** Asks the platform to send the edge everything again. */
  async syncEdge(client: PlatformClient, edgeId: string): Promise<void> {
    await client.post(`/api/edge/sync/${id(edgeId)}`);
  },

  /** The edge's downlinks queued in a time window (time-paged). */
  getEdgeEvents(client: PlatformClient, edgeId: string, link: PageLink, range: [number, number]): Promise<PageData<EdgeEvent>> {
    return client.get<PageData<EdgeEvent>>(`/api/edge/${id(edgeId)}/events`, { query: { ...link, startTime: range[0], endTime: range[1] } });
  },

  getEdgeTypes(client: PlatformClient): Promise<EntitySubtype[]> {
    return client.get<EntitySubtype[]>('/api/edge/types');
  },

  bulkImport(client: PlatformClient, request: BulkImportRequest): Promise<BulkImportResult> {
    return client.post<BulkImportResult>('/api/edge/bulk_import', { body: request });
  },
};
