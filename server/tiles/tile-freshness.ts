import type { IncomingHttpHeaders } from 'node:http';

/** How long a provider's tile may be served without asking again, and whether it may be kept at all. */
export interface Freshness {
  noStore: boolean;
  ms: number;
}

// A provider that says nothing about freshness: a day (tiles change slowly); never more than a month.
export const DEFAULT_FRESH_MS = 24 * 3600_000;
const MAX_FRESH_MS = 30 * 24 * 3600_000;

function header(headers: IncomingHttpHeaders, name: string): string {
  const value = headers[name];
  return Array.isArray(value) ? value.join(',') : (value ?? '');
}

function seconds(directives: Map<string, string>, name: string): number | null {
  const value = directives.get(name);
  return value !== undefined && /^\d+$/.test(value) ? Number(value) : null;
}

/**
 * The freshness a provider's answer gives the console, a shared cache (RFC 9111): `no-store` keeps nothing,
 * `s-maxage` before `max-age` (less the answer's `Age`), `no-cache` is stale at once, else `Expires` against
 * `Date`, else a day; at most a month.
 */
export function freshnessOf(headers: IncomingHttpHeaders, now: number): Freshness {
  const directives = new Map(
    header(headers, 'cache-control')
      .split(',')
      .map((d) => d.trim().toLowerCase())
      .filter(Boolean)
      .map((d) => {
        const [name, value = ''] = d.split('=', 2);
        return [name.trim(), value.trim().replace(/^"|"$/g, '')] as [string, string];
      }),
  );
  if (directives.has('no-store') || directives.has('private')) return { noStore: true, ms: 0 };
  const clamp = (ms: number) => ({ noStore: false, ms: Math.min(MAX_FRESH_MS, Math.max(0, ms)) });
  const age = Number(header(headers, 'age')) || 0;
  const maxAge = seconds(directives, 's-maxage') ?? seconds(directives, 'max-age');
  if (maxAge !== null) return clamp((maxAge - age) * 1000);
  if (directives.has('no-cache')) return clamp(0);
  const expires = Date.parse(header(headers, 'expires'));
  if (header(headers, 'expires')) {
    const date = Date.parse(header(headers, 'date'));
    return clamp(Number.isNaN(expires) ? 0 : expires - (Number.isNaN(date) ? now : date));
  }
  return clamp(DEFAULT_FRESH_MS);
}
