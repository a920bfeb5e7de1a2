/**
 * Each field's first message, from a zod schema's issues or the server's 400 (same shape).
 * `at`: the fields of one part of a bigger input (`["automations", 0]`), named by what comes
 * after that path.
 */
export function fieldErrors<K extends string = string>(
  issues: unknown,
  at: readonly (string | number)[] = [],
): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  if (!Array.isArray(issues)) return errors;
  for (const issue of issues as { path?: unknown[]; message?: unknown }[]) {
    const path = issue.path ?? [];
    if (!at.every((step, i) => path[i] === step)) continue;
    const field = path[at.length];
    if (typeof field === "string" && typeof issue.message === "string")
      errors[field as K] ??= issue.message;
  }
  return errors;
}
