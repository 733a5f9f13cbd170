export type Query = Record<string, string | number | undefined | null>;

/** Builds every console URL: prefixes BASE_PATH and drops empty query values. */
export type UrlFor = (path: string, query?: Query) => string;

export function urlBuilder(basePath: string): UrlFor {
  return (path, query) => {
    // Most URLs of a page (links, icons, assets) carry no query.
    if (!query) return `${basePath}${path}`;
    const qs = queryString(query);
    return qs ? `${basePath}${path}?${qs}` : `${basePath}${path}`;
  };
}

/** The query's non-empty values as `name=value&...`, form-encoded ('' when there are none). */
export function queryString(query: Query): string {
  let qs = '';
  // Not Object.entries: its array of pairs per URL was a tenth of what a list page left to the garbage collector.
  for (const k in query) {
    const v = query[k];
    if (v !== undefined && v !== null && v !== '') qs += `${qs ? '&' : ''}${formEncode(k)}=${formEncode(String(v))}`;
  }
  return qs;
}

const FORM_SAFE = /^[\w.*-]*$/;

/**
 * A query name or value as URLSearchParams writes it (application/x-www-form-urlencoded: space as `+`, only
 * letters, digits and `*-._` left as they are, a lone surrogate as U+FFFD), without an object per URL: a list page
 * builds a hundred of them.
 */
export function formEncode(text: string): string {
  if (FORM_SAFE.test(text)) return text;
  return encodeURIComponent(text.toWellFormed())
    .replace(/%20/g, '+')
    .replace(/[!'()~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** Strips BASE_PATH from a request path; null when the path is outside this console. */
export function stripBasePath(basePath: string, url: string): string | null {
  if (!basePath) return url;
  if (url === basePath) return '/';
  return url.startsWith(`${basePath}/`) || url.startsWith(`${basePath}?`) ? url.slice(basePath.length) || '/' : null;
}

/** A redirect target after sign-in must be a path of this console, never another origin. */
export function safeRedirectPath(candidate: unknown): string | null {
  if (typeof candidate !== 'string' || candidate.length > 2048) return null;
  if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\')) return null;
  if (/[\u0000-\u001f\\]/.test(candidate)) return null;
  if (candidate === '/login' || candidate.startsWith('/login/') || candidate.startsWith('/login?')) return null;
  return candidate;
}
