export const errorStatus = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  // A token past its lifetime or taken back: it will never work again.
  gone: 410,
  // A shop token someone has already redeemed: gone too, but the visitor holding it lost a
  // race (two phones on one counter QR) and the next QR on the counter will work.
  token_used: 410,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

/** retryAfter: seconds until the refused thing may work (an earn rule's wait). */
export type ErrorBody = { error: string; code: ErrorCode; issues?: unknown; retryAfter?: number };

/** The one error type: thrown on the server, answered as JSON, rethrown by the client fetcher. */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly issues?: unknown;
  retryAfter?: number;

  constructor(code: ErrorCode, message: string, issues?: unknown) {
    super(message);
    this.name = "ApiError";
    this.code = code;
    this.issues = issues;
  }

  /**
   * A refusal about one field that no schema could judge (a username someone has taken): it
   * carries the field as a zod-shaped issue, so the form shows it under that field as it
   * does the schema's own issues.
   */
  static onField(code: ErrorCode, field: string, message: string): ApiError {
    return new ApiError(code, message, [{ code: "custom", path: [field], message }]);
  }

  /** A 429 that says when to try again, in seconds (body and Retry-After header). */
  static retryLater(message: string, retryAfter?: number): ApiError {
    const error = new ApiError("rate_limited", message);
    if (retryAfter !== undefined) error.retryAfter = Math.max(1, Math.ceil(retryAfter));
    return error;
  }

  get status(): number {
    return errorStatus[this.code];
  }

  toBody(): ErrorBody {
    const body: ErrorBody = { error: this.message, code: this.code };
    if (this.issues !== undefined) body.issues = this.issues;
    if (this.retryAfter !== undefined) body.retryAfter = this.retryAfter;
    return body;
  }
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && value in errorStatus;
}
