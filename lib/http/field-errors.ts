/** Each field's message, keyed by the form's name for it. */
export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

/**
 * Each field's first message, from a zod schema's issues or the server's 400 (same shape: the
 * route wrapper answers a failed parse with its issues). An issue belongs to the first step of
 * its path; `rename` maps a name the request body uses to the form's own where they differ
 * (the body's `currentPassword` is the form's `current`). Issues with no field (a check over
 * the whole body) are left to the toast.
 */
export function fieldErrors<K extends string = string>(
  issues: unknown,
  rename: Partial<Record<string, K>> = {},
): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  if (!Array.isArray(issues)) return errors;
  for (const issue of issues as { path?: unknown; message?: unknown }[]) {
    const field = Array.isArray(issue?.path) ? issue.path[0] : undefined;
    if (typeof field !== "string" || typeof issue.message !== "string") continue;
    errors[rename[field] ?? (field as K)] ??= issue.message;
  }
  return errors;
}
