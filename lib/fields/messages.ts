/**
 * Form sentences of SPEC.md §5 that more than one domain's forms say, as keys of the `errors`
 * catalogue. Safe to import from client components; each domain's own sentences live in
 * lib/<domain>/messages.ts.
 */
export const FILL_ALL_FIELDS = "errors.validation.fillAllFields";
export const SELECT_PRODUCT = "errors.validation.selectProduct";
