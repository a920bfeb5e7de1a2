/** Sentences of /admin/settings, in SPEC.md §8's words for saving, as `errors` catalogue keys. */
export const SETTINGS_UPDATED = "errors.settings.settingsUpdated";
export const SETTINGS_UPDATED_DETAIL = "errors.settings.settingsUpdatedDetail";
export const SAVE_SETTINGS_FAILED = "errors.settings.saveSettingsFailed";
