// Types of earn-days.mjs (the scripts load that file as it is, so it stays plain JavaScript).
export const SHOP_TIME_ZONE: string;
export const LEDGER_EARN_DAYS: string;
export const EARN_DAYS_MISMATCH: string;
export const RECOUNT_EARN_DAYS: string[];
