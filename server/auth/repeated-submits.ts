import { createHash } from 'node:crypto';

const KEEP_MS = 30_000;
const MAX_ENTRIES = 5_000;

/**
 * Answers an identical form submission sent again within a short time (a double click, a
 * resubmitted page) with the outcome of the first one instead of calling the platform twice:
 * a reset link is mailed once, and a single-use token or code is not spent by the first click
 * only to fail on the second.
 */
export class RepeatedSubmits {
  readonly #entries = new Map<string, { result: Promise<unknown>; until: number }>();

  run<T>(parts: string[], call: () => Promise<T>, now = Date.now()): Promise<T> {
    const key = createHash('sha256').update(parts.join('\u0000')).digest('base64url');
    const known = this.#entries.get(key);
    if (known && known.until > now) return known.result as Promise<T>;
    if (this.#entries.size >= MAX_ENTRIES) this.#purge(now);
    const result = call();
    this.#entries.set(key, { result, until: now + KEEP_MS });
    // A failure is not remembered: the user may correct the cause and submit the same values again.
    result.catch(() => this.#entries.delete(key));
    return result;
  }

  #purge(now: number): void {
    for (const [key, entry] of this.#entries) if (entry.until <= now) this.#entries.delete(key);
    if (this.#entries.size >= MAX_ENTRIES) this.#entries.clear();
  }
}
