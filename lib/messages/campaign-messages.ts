/** What the campaign API answers in words, as keys of the `errors` catalogue. */
export const CAMPAIGN_NOT_FOUND = "errors.campaigns.campaignNotFound";
export const CAMPAIGN_STARTED = "errors.campaigns.campaignStarted";
