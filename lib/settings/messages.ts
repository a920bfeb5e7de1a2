/** Sentences of /admin/settings, in SPEC.md §8's words for saving ("Profile Updated"). */
export const SETTINGS_UPDATED = "Settings Updated";
export const SETTINGS_UPDATED_DETAIL = "Every screen shows the change within a few seconds";
export const SAVE_SETTINGS_FAILED = "Failed to save settings";
