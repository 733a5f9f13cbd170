/** The platform's error codes (contract 1.2), by name. */
export const ErrorCode = {
  General: 2,
  Authentication: 10,
  JwtTokenExpired: 11,
  CredentialsExpired: 15,
  PermissionDenied: 20,
  InvalidArguments: 30,
  BadRequestParams: 31,
  ItemNotFound: 32,
  TooManyRequests: 33,
  TooManyUpdates: 34,
  SubscriptionViolation: 40,
} as const;

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

/** What a failed answer's body says, read once by `readErrorBody` (platform-answers.ts). */
export interface ErrorBody {
  /** The body as JSON, or null when it is not JSON. */
  json: unknown;
  /** The body's `message`, or its text when it is not JSON; null when it says nothing. */
  message: string | null;
  errorCode: number | null;
  /** Only in a credentials-expired answer (401, code 15): the token of the reset form. */
  resetToken: string | null;
}

/** Every failed platform call becomes one of these; views map them to the spec's error catalogue. */
export class PlatformError extends Error {
  readonly status: number;
  readonly errorCode: number | null;
  readonly method: string;
  readonly path: string;
  readonly body: unknown;
  /** What the platform said about the failure, when it said something: the message to show the user. */
  readonly platformMessage: string | null;
  readonly resetToken: string | null;
  /** The platform answered, but not in a form the console can read (a cut or non-JSON body). */
  readonly malformed: boolean;

  constructor(init: { status: number; message: string; method: string; path: string; body?: ErrorBody; malformed?: boolean }) {
    super(init.message);
    this.name = 'PlatformError';
    this.status = init.status;
    this.errorCode = init.body?.errorCode ?? null;
    this.method = init.method;
    this.path = init.path;
    this.body = init.body?.json ?? null;
    this.platformMessage = init.body?.message ?? null;
    this.resetToken = init.body?.resetToken ?? null;
    this.malformed = init.malformed ?? false;
  }

  /** Status 0: the platform could not be reached at all. */
  get unreachable(): boolean {
    return this.status === 0;
  }

  /** The platform answered and the console could read the answer (neither unreachable nor malformed). */
  get answered(): boolean {
    return !this.unreachable && !this.malformed;
  }
}

/** Which failures `isPlatformError` accepts; every given member must match. */
export interface PlatformErrorMatch {
  status?: number | readonly number[];
  code?: ErrorCodeValue;
  /** true: only answers the console could read (not unreachable, not malformed). */
  answered?: boolean;
}

/**
 * Whether `err` is a failed platform call, and one that means what `match` says:
 * `isPlatformError(err)`, `isPlatformError(err, { status: [400, 429] })`,
 * `isPlatformError(err, { status: 401, code: ErrorCode.CredentialsExpired })`, `isPlatformError(err, { answered: true })`.
 */
export function isPlatformError(err: unknown, match: PlatformErrorMatch = {}): err is PlatformError {
  if (!(err instanceof PlatformError)) return false;
  const { status, code, answered } = match;
  if (status !== undefined && !(typeof status === 'number' ? err.status === status : status.includes(err.status))) return false;
  if (code !== undefined && err.errorCode !== code) return false;
  return answered === undefined || err.answered === answered;
}

// What a proxy in front of the platform answers when the platform is away.
const GATEWAY_STATUSES: readonly number[] = [502, 503, 504];

/**
 * Whether `err` says the platform could not be reached: no answer at all, or a gateway's answer in its place (a
 * 502/503/504 whose body is not the platform's JSON error). A form posted then was not saved.
 */
export function isPlatformDown(err: unknown): err is PlatformError {
  return isPlatformError(err) && (err.unreachable || (GATEWAY_STATUSES.includes(err.status) && err.body === null));
}

/** The session's tokens are gone (the platform rejected the refresh token, or none were there): the user must sign in again. */
export class SessionEndedError extends Error {
  readonly reason: 'refresh-expired' | 'refresh-failed' | 'no-token';

  constructor(reason: SessionEndedError['reason']) {
    super(reason);
    this.name = 'SessionEndedError';
    this.reason = reason;
  }
}
