// Types of counts.mjs (the scripts load that file as it is, so it stays plain JavaScript).
export const USER_COUNT_MISMATCHES: { name: string; sql: string }[];
export const RECOUNT_USER_COUNTS: string[];
