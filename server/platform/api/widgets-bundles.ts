import type { PlatformClient } from '../platform-client.ts';
import type { PageData, PageLink } from '../types/page-data.ts';
import type { WidgetsBundle, WidgetTypeDetails, WidgetTypeInfo } from '../types/widgets-bundle.ts';

const id = encodeURIComponent;

/** Widgets bundles and the infos of their widget types (contract 4.13). */
export const widgetsBundlesApi = {
  getWidgetsBundles(client: PlatformClient, link: PageLink): Promise<PageData<WidgetsBundle>> {
    return client.get<PageData<WidgetsBundle>>('/api/widgetsBundles', { query: { ...link } });
  },

  /** Every bundle the caller may read, in one array (no paging). */
  getAllWidgetsBundles(client: PlatformClient): Promise<WidgetsBundle[]> {
    return client.get<WidgetsBundle[]>('/api/widgetsBundles');
  },

  getWidgetsBundle(client: PlatformClient, bundleId: string): Promise<WidgetsBundle> {
    return client.get<WidgetsBundle>(`/api/widgetsBundle/${id(bundleId)}`);
  },

  saveWidgetsBundle(client: PlatformClient, bundle: object): Promise<WidgetsBundle> {
    return client.post<WidgetsBundle>('/api/widgetsBundle', { body: bundle });
  },

  async deleteWidgetsBundle(client: PlatformClient, bundleId: string): Promise<void> {
    await client.delete(`/api/widgetsBundle/${id(bundleId)}`);
  },

  /** A bundle's widget types whole (its export). */
  getWidgetTypesDetails(client: PlatformClient, bundleAlias: string, isSystem: boolean): Promise<Record<string, unknown>[]> {
    return client.get<Record<string, unknown>[]>('/api/widgetTypesDetails', { query: { bundleAlias, isSystem: String(isSystem) } });
  },

  saveWidgetType(client: PlatformClient, widgetType: object): Promise<WidgetTypeDetails> {
    return client.post<WidgetTypeDetails>('/api/widgetType', { body: widgetType });
  },

  getWidgetType(client: PlatformClient, widgetTypeId: string): Promise<WidgetTypeDetails> {
    return client.get<WidgetTypeDetails>(`/api/widgetType/${id(widgetTypeId)}`);
  },

  async deleteWidgetType(client: PlatformClient, widgetTypeId: string): Promise<void> {
    await client.delete(`/api/widgetType/${id(widgetTypeId)}`);
  },

  /** One widget type by its bundle's alias and its own (a new type's template, upstream's `getWidgetTemplate`; the dashboard editor adds widgets from it). */
  getWidgetTypeByAlias(client: PlatformClient, bundleAlias: string, alias: string, isSystem: boolean): Promise<WidgetTypeDetails> {
    return client.get<WidgetTypeDetails>('/api/widgetType', { query: { isSystem: String(isSystem), bundleAlias, alias } });
  },

  /** The infos of a bundle's widget types, found by the bundle's alias and whether it is a system bundle. */
  getWidgetTypesInfos(client: PlatformClient, bundleAlias: string, isSystem: boolean): Promise<WidgetTypeInfo[]> {
    return client.get<WidgetTypeInfo[]>('/api/widgetTypesInfos', { query: { bundleAlias, isSystem: String(isSystem) } });
  },
};
