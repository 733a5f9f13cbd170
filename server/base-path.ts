export type Query = Record<string, string | number | undefined | null>;

/** Builds every console URL: prefixes BASE_PATH and drops empty query values. */
export type UrlFor = (path: string, query?: Query) => string;

export function urlBuilder(basePath: string): UrlFor {
  return (path, query) => {
    // Most URLs of a page (links, icons, assets) carry no query.
    if (!query) return `${basePath}${path}`;
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
    const qs = params.toString();
    return `${basePath}${path}${qs ? `?${qs}` : ''}`;
  };
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
