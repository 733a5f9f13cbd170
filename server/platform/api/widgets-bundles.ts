import type { PlatformClient } from '../platform-client.ts';
import type { PageData, PageLink } from '../types/page-data.ts';
import type { WidgetsBundle, WidgetType, WidgetTypeInfo } from '../types/widgets-bundle.ts';

const id = encodeURIComponent;

/** Widgets bundles and the infos of their widget types (contract 4.13). */
export const widgetsBundlesApi = {
  getWidgetsBundles(client: PlatformClient, link: PageLink): Promise<PageData<WidgetsBundle>> {
    return client.get<PageData<WidgetsBundle>>('/api/widgetsBundles', { query: { ...link } });
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

  saveWidgetType(client: PlatformClient, widgetType: object): Promise<unknown> {
    return client.post<unknown>('/api/widgetType', { body: widgetType });
  },

  /** The infos of a bundle's widget types, found by the bundle's alias and whether it is a system bundle. */
  getWidgetTypesInfos(client: PlatformClient, bundleAlias: string, isSystem: boolean): Promise<WidgetTypeInfo[]> {
    return client.get<WidgetTypeInfo[]>('/api/widgetTypesInfos', { query: { bundleAlias, isSystem: String(isSystem) } });
  },

  /** One widget type of a bundle by its alias, with its descriptor (the dashboard editor adds widgets from it). */
  getWidgetType(client: PlatformClient, bundleAlias: string, alias: string, isSystem: boolean): Promise<WidgetType> {
    return client.get<WidgetType>('/api/widgetType', { query: { bundleAlias, alias, isSystem: String(isSystem) } });
  },
};
