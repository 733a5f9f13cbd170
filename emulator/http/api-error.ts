/** The platform's error codes (contract section 1.2). */
export const ErrorCode = {
  GENERAL: 2,
  AUTHENTICATION: 10,
  JWT_TOKEN_EXPIRED: 11,
  CREDENTIALS_EXPIRED: 15,
  PERMISSION_DENIED: 20,
  INVALID_ARGUMENTS: 30,
  BAD_REQUEST_PARAMS: 31,
  ITEM_NOT_FOUND: 32,
  TOO_MANY_REQUESTS: 33,
} as const;

export const PERMISSION_DENIED_MESSAGE = "You don't have permission to perform this operation!";
export const ITEM_NOT_FOUND_MESSAGE = "Requested item wasn't found!";

export class ApiError extends Error {
  readonly status: number;
  readonly errorCode: number;
  /** Only on the credentials-expired variant (errorCode 15). */
  resetToken?: string;

  constructor(status: number, errorCode: number, message: string) {
    super(message);
    this.status = status;
    this.errorCode = errorCode;
  }
}

export interface ErrorBody {
  status: number;
  message: string | null;
  errorCode: number;
  timestamp: string;
}

/** Jackson's default rendering of java.util.Date: millisecond precision and an explicit +00:00 offset. */
export function errorTimestamp(date: Date = new Date()): string {
  return date.toISOString().replace('Z', '+00:00');
}

export function errorBody(error: ApiError): ErrorBody & { resetToken?: string } {
  const body = { status: error.status, message: error.message, errorCode: error.errorCode, timestamp: errorTimestamp() };
  return error.resetToken === undefined ? body : { ...body, resetToken: error.resetToken };
}

export const badRequest = (message: string) => new ApiError(400, ErrorCode.BAD_REQUEST_PARAMS, message);
export const general = (message: string) => new ApiError(500, ErrorCode.GENERAL, message);
export const forbidden = (message = PERMISSION_DENIED_MESSAGE) =>
  new ApiError(403, ErrorCode.PERMISSION_DENIED, message);
export const notFound = (message = ITEM_NOT_FOUND_MESSAGE) => new ApiError(404, ErrorCode.ITEM_NOT_FOUND, message);
export const unauthorized = (message: string) => new ApiError(401, ErrorCode.AUTHENTICATION, message);
export function credentialsExpired(resetToken: string): ApiError {
  const error = new ApiError(401, ErrorCode.CREDENTIALS_EXPIRED, 'User password expired!');
  error.resetToken = resetToken;
  return error;
}
export const tokenExpired = () => new ApiError(401, ErrorCode.JWT_TOKEN_EXPIRED, 'Token has expired');
export const tooManyRequests = (message: string) => new ApiError(429, ErrorCode.TOO_MANY_REQUESTS, message);

export function entityNotFound(entity: string, id: string): ApiError {
  return notFound(`${entity} with id [${id}] is not found`);
}
