import type { PlatformClient } from '../platform-client.ts';

/** The platform's settings for its web console. */
export const uiSettingsApi = {
  /** The base URL of the help pages, in plain text (an unknown shape: the caller checks it). */
  getHelpBaseUrl(client: PlatformClient): Promise<unknown> {
    return client.get<unknown>('/api/uiSettings/helpBaseUrl');
  },
};
