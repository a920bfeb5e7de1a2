/**
 * Form sentences of SPEC.md §5 that more than one domain's forms say. Plain strings, safe to
 * import from client components; each domain's own sentences live in lib/<domain>/messages.ts.
 */
export const FILL_ALL_FIELDS = "Please fill in all fields";
export const SELECT_PRODUCT = "Please select a product";
