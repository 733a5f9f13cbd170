/** Every failed platform call becomes one of these; views map them to the spec's error catalogue. */
export class PlatformError extends Error {
  readonly status: number;
  readonly errorCode: number | null;
  readonly method: string;
  readonly path: string;
  readonly body: unknown;
  /** The platform answered, but not in a form the console can read (a cut or non-JSON body). */
  readonly malformed: boolean;

  constructor(init: { status: number; errorCode: number | null; message: string; method: string; path: string; body?: unknown; malformed?: boolean }) {
    super(init.message);
    this.name = 'PlatformError';
    this.status = init.status;
    this.errorCode = init.errorCode;
    this.method = init.method;
    this.path = init.path;
    this.body = init.body;
    this.malformed = init.malformed ?? false;
  }

  /** Status 0: the platform could not be reached at all. */
  get unreachable(): boolean {
    return this.status === 0;
  }
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

export const ErrorCode = {
  general: 2,
  authentication: 10,
  jwtTokenExpired: 11,
  credentialsExpired: 15,
  permissionDenied: 20,
  invalidArguments: 30,
  badRequestParams: 31,
  itemNotFound: 32,
  tooManyRequests: 33,
} as const;
