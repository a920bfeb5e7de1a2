/**
 * PostgreSQL's SQLSTATE of a failed statement, whether the driver's error came bare or
 * wrapped (Drizzle wraps it as the `cause` of its own error).
 */
export function pgCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 3; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** unique_violation: the row exists already. */
export const isUniqueViolation = (error: unknown) => pgCode(error) === "23505";

/**
 * foreign_key_violation: a row this statement pointed at is gone. Outside a bug, that is a
 * race with a deletion (a customer deleted while a request of theirs was on its way).
 */
export const isForeignKeyViolation = (error: unknown) => pgCode(error) === "23503";

/** deadlock_detected and serialization_failure: the transaction lost a race and may be run again. */
export const RETRYABLE = { "40P01": "deadlock", "40001": "serialization failure" } as const;
