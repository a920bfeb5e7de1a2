export const errorStatus = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export type ErrorBody = { error: string; code: ErrorCode; issues?: unknown };

/** The one error type: thrown on the server, answered as JSON, rethrown by the client fetcher. */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly issues?: unknown;

  constructor(code: ErrorCode, message: string, issues?: unknown) {
    super(message);
    this.name = "ApiError";
    this.code = code;
    this.issues = issues;
  }

  get status(): number {
    return errorStatus[this.code];
  }

  toBody(): ErrorBody {
    const body: ErrorBody = { error: this.message, code: this.code };
    if (this.issues !== undefined) body.issues = this.issues;
    return body;
  }
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && value in errorStatus;
}
