import type { PlatformClient } from '../platform/platform-client.ts';
import { uiSettingsApi } from '../platform/api/ui-settings.ts';

const TTL_MS = 5 * 60_000;

/**
 * The platform's help base URL (plain text). It is the same
 * for every user of a platform, so it is asked once per five minutes; a platform without the
 * endpoint, or an answer that is not an http(s) URL, means "no remote help".
 */
export class HelpBaseUrl {
  #value: string | null = null;
  #expires = 0;
  readonly #now: () => number;

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  async get(platform: PlatformClient): Promise<string | null> {
    if (this.#expires > this.#now()) return this.#value;
    let value: string | null = null;
    try {
      const text = await uiSettingsApi.getHelpBaseUrl(platform);
      const candidate = typeof text === 'string' ? text.trim().replace(/^"|"$/g, '') : '';
      value = /^https?:\/\/[^\s]+$/i.test(candidate) ? candidate : null;
    } catch {
      value = null;
    }
    this.#value = value;
    this.#expires = this.#now() + TTL_MS;
    return value;
  }
}
