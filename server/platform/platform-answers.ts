import type { PlatformResponse } from './platform-http.ts';
import { PlatformError, type ErrorBody } from './platform-error.ts';

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

/** The one reader of the platform's error bodies (contract 1.1): `{status, message, errorCode, timestamp[, resetToken]}`, or plain text. */
export function readErrorBody(text: string): ErrorBody {
  const json = jsonOrNull(text);
  const fields = (json !== null && typeof json === 'object' ? json : {}) as { message?: unknown; errorCode?: unknown; resetToken?: unknown };
  const message = !json ? text || null : typeof fields.message === 'string' && fields.message ? fields.message : null;
  return {
    json,
    message,
    errorCode: typeof fields.errorCode === 'number' ? fields.errorCode : null,
    resetToken: typeof fields.resetToken === 'string' && fields.resetToken ? fields.resetToken : null,
  };
}

/** A failed answer as a PlatformError: the body's message and errorCode when it has them. */
export function toPlatformError(method: string, path: string, res: PlatformResponse, extra: { malformed?: boolean } = {}): PlatformError {
  const body = readErrorBody(res.text);
  const stated = body.json as { message?: unknown } | null;
  // The error's own message keeps an empty JSON message as it is; the user-facing one (platformMessage) does not.
  const message = typeof stated?.message === 'string' ? stated.message : (body.message ?? `Unhandled error code ${res.status}`);
  return new PlatformError({ status: res.status, message, method, path, body, malformed: extra.malformed });
}

function jsonOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
