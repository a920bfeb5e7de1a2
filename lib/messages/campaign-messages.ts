/** What the campaign API answers in words. Plain strings, safe in client components. */
export const CAMPAIGN_NOT_FOUND = "Campaign not found";
export const CAMPAIGN_STARTED = "This campaign has started sending and can no longer be cancelled.";
