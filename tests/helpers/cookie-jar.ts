/** Keeps cookies between app.inject calls, like a browser would for one origin. */
export class CookieJar {
  readonly #cookies = new Map<string, string>();

  store(setCookie: string | string[] | undefined): void {
    if (!setCookie) return;
    for (const line of Array.isArray(setCookie) ? setCookie : [setCookie]) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some((a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a) || /^\s*max-age=0\b/i.test(a));
      if (expired || value === '') this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.#cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  get(name: string): string | undefined {
    return this.#cookies.get(name);
  }

  clone(): CookieJar {
    const copy = new CookieJar();
    for (const [k, v] of this.#cookies) copy.#cookies.set(k, v);
    return copy;
  }
}
