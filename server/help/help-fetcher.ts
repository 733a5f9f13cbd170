import { readFile } from 'node:fs/promises';
import { PROJECT_ROOT } from '../project-root.ts';
import { isHelpPageName } from './help-source.ts';
import { Agent } from '../undici-core.ts';

const LOCALES_DIR = `${PROJECT_ROOT}locales/`;
const TIMEOUT_MS = 3000;
const MAX_BYTES = 512 * 1024;
const FOUND_TTL_MS = 10 * 60_000;
// A help server that is down is asked again after a minute, not on every page view.
const MISSING_TTL_MS = 60_000;
const MAX_ENTRIES = 500;
let agent: Agent | undefined;

interface Entry {
  text: string | null;
  expires: number;
}

/**
 * Fetches markdown from the help base URL on the server (the browser never leaves the console):
 * http(s) only, bounded in time and size, cached including misses.
 */
export class RemoteHelp {
  readonly #cache = new Map<string, Entry>();
  readonly #now: () => number;

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  async fetch(url: string): Promise<string | null> {
    const cached = this.#cache.get(url);
    if (cached && cached.expires > this.#now()) return cached.text;
    const text = await this.#download(url);
    if (this.#cache.size >= MAX_ENTRIES) this.#cache.clear();
    this.#cache.set(url, { text, expires: this.#now() + (text === null ? MISSING_TTL_MS : FOUND_TTL_MS) });
    return text;
  }

  async #download(url: string): Promise<string | null> {
    if (!/^https?:\/\//i.test(url)) return null;
    try {
      const target = new URL(url);
      agent ??= new Agent();
      const res = await agent.request({ origin: target.origin, path: target.pathname + target.search, method: 'GET', headersTimeout: TIMEOUT_MS, bodyTimeout: TIMEOUT_MS, signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (res.statusCode !== 200) {
        await res.body.dump();
        return null;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of res.body) {
        size += chunk.length;
        if (size > MAX_BYTES) {
          res.body.destroy();
          return null;
        }
        chunks.push(chunk as Buffer);
      }
      return Buffer.concat(chunks).toString('utf8');
    } catch {
      return null;
    }
  }
}

/** The console's own copy: locales/<lang>/help/<page>.md. */
export async function readLocalHelp(lang: string, page: string, root = LOCALES_DIR): Promise<string | null> {
  if (!/^[a-z]{2}_[A-Z]{2}$/.test(lang) || !isHelpPageName(page)) return null;
  try {
    return await readFile(`${root}${lang}/help/${page}.md`, 'utf8');
  } catch {
    return null;
  }
}
