import type { PlatformResponse } from './platform-http.ts';
import { PlatformError } from './platform-error.ts';

/**
 * A successful answer's body: JSON when typed so, else the text (a few endpoints answer plain
 * text); nothing for an empty body. A body typed JSON that does not parse is a malformed answer.
 */
export function parseBody<T>(method: string, path: string, res: PlatformResponse): T {
  if (res.text === '') return undefined as T;
  if (res.contentType.includes('json')) return parseJson<T>(method, path, res);
  return res.text as T;
}

/** The body as JSON, whatever its type says; a PlatformError marked malformed when it is not JSON. */
export function parseJson<T>(method: string, path: string, res: PlatformResponse): T {
  try {
    return JSON.parse(res.text) as T;
  } catch {
    throw toPlatformError(method, path, { ...res, text: '' }, { malformed: true });
  }
}

/** A failed answer as a PlatformError: the body's message and errorCode when it has them. */
export function toPlatformError(method: string, path: string, res: PlatformResponse, extra: { malformed?: boolean } = {}): PlatformError {
  const body = jsonOrNull(res.text) as { message?: unknown; errorCode?: unknown } | null;
  const message =
    typeof body?.message === 'string' ? body.message : res.text && !body ? res.text : `Unhandled error code ${res.status}`;
  return new PlatformError({
    status: res.status,
    errorCode: typeof body?.errorCode === 'number' ? body.errorCode : null,
    message,
    method,
    path,
    body,
    malformed: extra.malformed,
  });
}

export function jsonOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
