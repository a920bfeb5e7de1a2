/**
 * A server value as the browser reads it from an API's JSON answer: every Date arrives as its
 * ISO string (JSON.stringify calls Date's toJSON), at any depth, in objects and arrays. Client
 * types derive from the server's type with it, so a field added on the server reaches the
 * screen's type too, instead of a hand-kept copy with the dates restated as strings.
 */
export type Serialized<T> = T extends Date
  ? string
  : T extends readonly (infer Item)[]
    ? Serialized<Item>[]
    : T extends object
      ? { [K in keyof T]: Serialized<T[K]> }
      : T;
