import type { PlatformClient } from '../platform-client.ts';
import type { OAuth2Info, OAuth2Template } from '../types/oauth2.ts';

/** The system administrator's OAuth2 configuration (contract 11.3). */
export const oauth2Api = {
  getOAuth2Info(client: PlatformClient): Promise<OAuth2Info> {
    return client.get<OAuth2Info>('/api/oauth2/config');
  },
  saveOAuth2Info(client: PlatformClient, info: OAuth2Info): Promise<OAuth2Info> {
    return client.post<OAuth2Info>('/api/oauth2/config', { body: info });
  },
  /** The providers' presets a new client registration starts from. */
  getTemplates(client: PlatformClient): Promise<OAuth2Template[]> {
    return client.get<OAuth2Template[]>('/api/oauth2/config/template');
  },
  /** The path the provider redirects back to, a JSON string in 3.4.4 (`"/login/oauth2/code/"`). */
  getLoginProcessingUrl(client: PlatformClient): Promise<string> {
    return client.get<string>('/api/oauth2/loginProcessingUrl');
  },
};
