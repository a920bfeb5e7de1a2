/**
 * What customers read about their inbox, notifications and preferences, in the shop's voice,
 * as keys of the `errors` catalogue. Safe to import from client components.
 */
export const INBOX_TITLE = "errors.inbox.title";
export const INBOX_DESCRIPTION = "errors.inbox.description";
export const INBOX_EMPTY = "errors.inbox.empty";
export const INBOX_EMPTY_DETAIL = "errors.inbox.emptyDetail";
export const LOAD_INBOX_FAILED = "errors.inbox.loadFailed";
export const MARK_ALL_READ = "errors.inbox.markAllRead";
export const ALL_READ = "errors.inbox.allRead";
export const MARK_READ_FAILED = "errors.inbox.markReadFailed";
export const OLDER_MESSAGES = "errors.inbox.olderMessages";

// The ask for notifications.
export const ASK_TITLE = "errors.inbox.askTitle";
export const ASK_DETAIL = "errors.inbox.askDetail";
export const ASK_BUTTON = "errors.inbox.askButton";
export const ASK_LATER = "errors.inbox.askLater";
export const ASK_IOS_TITLE = "errors.inbox.askIosTitle";
export const ASK_IOS_DETAIL = "errors.inbox.askIosDetail";
export const ASK_BLOCKED_TITLE = "errors.inbox.askBlockedTitle";
export const ASK_BLOCKED_DETAIL = "errors.inbox.askBlockedDetail";
export const NOTIFICATIONS_ON = "errors.inbox.notificationsOn";
export const NOTIFICATIONS_ON_DETAIL = "errors.inbox.notificationsOnDetail";
export const NOTIFICATIONS_NOT_ALLOWED = "errors.inbox.notificationsNotAllowed";
export const NOTIFICATIONS_NOT_ALLOWED_DETAIL = "errors.inbox.notificationsNotAllowedDetail";
export const TURN_ON_FAILED = "errors.inbox.turnOnFailed";

// The preferences on the profile.
export const PREFERENCES_TITLE = "errors.inbox.preferencesTitle";
export const PREFERENCES_DESCRIPTION = "errors.inbox.preferencesDescription";
export const PREFERENCE_LABELS = {
  rewards: {
    label: "errors.inbox.preferences.rewards.label",
    description: "errors.inbox.preferences.rewards.description",
  },
  news: {
    label: "errors.inbox.preferences.news.label",
    description: "errors.inbox.preferences.news.description",
  },
  offers: {
    label: "errors.inbox.preferences.offers.label",
    description: "errors.inbox.preferences.offers.description",
  },
} as const;
export const BIRTHDAY_LABEL = "errors.inbox.birthdayLabel";
export const BIRTHDAY_DESCRIPTION = "errors.inbox.birthdayDescription";
export const SAVE_BIRTHDAY = "errors.inbox.saveBirthday";
export const REMOVE_BIRTHDAY = "errors.inbox.removeBirthday";
export const PREFERENCES_SAVED = "errors.inbox.preferencesSaved";
export const SAVE_PREFERENCES_FAILED = "errors.inbox.savePreferencesFailed";
export const DEVICES_TITLE = "errors.inbox.devicesTitle";
export const DEVICE_REMOVED = "errors.inbox.deviceRemoved";
export const REMOVE_DEVICE_FAILED = "errors.inbox.removeDeviceFailed";

// Refusals the API answers.
export const ENDPOINT_REFUSED = "errors.inbox.endpointRefused";
export const DEVICE_NOT_FOUND = "errors.inbox.deviceNotFound";
