// Types of activity-hours.mjs (the scripts load that file as it is, so it stays plain JavaScript).
export const ACTIVITY_COUNTERS: string[];
export const LEDGER_ACTIVITY_HOURS: string;
export const ACTIVITY_HOURS_MISMATCH: string;
export const RECOUNT_ACTIVITY_HOURS: string[];
