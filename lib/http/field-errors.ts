/** Each field's message, keyed by the form's name for it. */
export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

/**
 * Each field's first message, from a zod schema's issues or the server's 400 (same shape: the
 * route wrapper answers a failed parse with its issues). An issue belongs to the first step of
 * its path after `at`; `rename` maps a name the request body uses to the form's own where they
 * differ (the body's `currentPassword` is the form's `current`). `at`: the fields of one part
 * of a bigger input (`["automations", 0]`). Issues with no field (a check over the whole body)
 * are left to the toast.
 */
export function fieldErrors<K extends string = string>(
  issues: unknown,
  rename: Partial<Record<string, K>> = {},
  at: readonly (string | number)[] = [],
): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  if (!Array.isArray(issues)) return errors;
  for (const issue of issues as { path?: unknown; message?: unknown }[]) {
    const path: unknown[] = Array.isArray(issue?.path) ? issue.path : [];
    if (!at.every((step, i) => path[i] === step)) continue;
    const field = path[at.length];
    if (typeof field !== "string" || typeof issue.message !== "string") continue;
    errors[rename[field] ?? (field as K)] ??= issue.message;
  }
  return errors;
}
