/** Each field's first message, from a zod schema's issues or the server's 400 (same shape). */
export function fieldErrors<K extends string = string>(
  issues: unknown,
): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  if (!Array.isArray(issues)) return errors;
  for (const issue of issues as { path?: unknown[]; message?: unknown }[]) {
    const field = issue.path?.[0];
    if (typeof field === "string" && typeof issue.message === "string")
      errors[field as K] ??= issue.message;
  }
  return errors;
}
