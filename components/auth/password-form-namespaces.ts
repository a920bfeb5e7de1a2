/**
 * What a password form's IntlProvider holds: its words, and `errors` for the shared schemas'
 * messages under each field (a nested provider replaces the page's catalogue, and without
 * `errors` a field showed its message's key). Apart from the forms: a server component reads it.
 */
export const PASSWORD_FORM_NAMESPACES = ["auth", "errors"] as const;
