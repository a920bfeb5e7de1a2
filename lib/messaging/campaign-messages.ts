import { m } from "../i18n/text.ts";

/**
 * What the campaign API answers in words, as catalogue keys: route() answers them in the
 * caller's language (adminSettings.messages.refusals).
 */
export const CAMPAIGN_NOT_FOUND = m("adminSettings.messages.refusals.campaignNotFound");
export const CAMPAIGN_STARTED = m("adminSettings.messages.refusals.campaignStarted");
