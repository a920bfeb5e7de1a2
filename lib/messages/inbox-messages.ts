/**
 * What customers read about their inbox, notifications and preferences, in the shop's voice.
 * Plain strings, safe to import from client components.
 */
export const INBOX_TITLE = "Inbox";
export const INBOX_DESCRIPTION = "Rewards, news and offers from the shop";
export const INBOX_EMPTY = "No messages yet";
export const INBOX_EMPTY_DETAIL =
  "When your free product is waiting, or we have news for you, it lands here.";
export const LOAD_INBOX_FAILED = "Failed to load messages";
export const MARK_ALL_READ = "Mark all read";
export const ALL_READ = "All caught up";
export const MARK_READ_FAILED = "Failed to mark messages read";
export const OLDER_MESSAGES = "Show older messages";

// The ask for notifications.
export const ASK_TITLE = "Turn on notifications";
export const ASK_DETAIL =
  "We'll tell you when your free product is waiting, and when there's news. You choose what in your profile.";
export const ASK_BUTTON = "Turn on notifications";
export const ASK_LATER = "Not now";
export const ASK_IOS_TITLE = "Notifications on iPhone and iPad";
export const ASK_IOS_DETAIL =
  "iPhone and iPad show notifications only from the app on your Home Screen. Add it first, then open it from there and turn them on.";
export const ASK_BLOCKED_TITLE = "Notifications are blocked";
export const ASK_BLOCKED_DETAIL =
  "To get them, allow notifications for this site in your browser's settings.";
export const NOTIFICATIONS_ON = "Notifications on";
export const NOTIFICATIONS_ON_DETAIL = "We'll let you know when something is waiting for you.";
export const NOTIFICATIONS_NOT_ALLOWED = "Notifications stay off";
export const NOTIFICATIONS_NOT_ALLOWED_DETAIL = "You can turn them on from your inbox any time.";
export const TURN_ON_FAILED = "Failed to turn on notifications";

// The preferences on the profile.
export const PREFERENCES_TITLE = "Notifications";
export const PREFERENCES_DESCRIPTION =
  "Choose what we send you. Rewards and offers also wait in your inbox.";
export const PREFERENCE_LABELS = {
  rewards: {
    label: "Rewards and reminders",
    description:
      "Your free product, level-ups, replies to your tickets, and a nudge when you're close.",
  },
  news: { label: "News", description: "When we post news and updates." },
  offers: { label: "Offers", description: "Deals and messages from the shop." },
} as const;
export const BIRTHDAY_LABEL = "Birthday (optional)";
export const BIRTHDAY_DESCRIPTION = "Tell us the day and there's a treat on your card.";
export const SAVE_BIRTHDAY = "Save birthday";
export const REMOVE_BIRTHDAY = "Remove birthday";
export const PREFERENCES_SAVED = "Preferences saved";
export const SAVE_PREFERENCES_FAILED = "Failed to save preferences";
export const DEVICES_TITLE = "Devices that get notifications";
export const NO_DEVICES = "No devices yet.";
export const DEVICE_REMOVED = "Device removed";
export const REMOVE_DEVICE_FAILED = "Failed to remove device";

// Refusals the API answers.
export const ENDPOINT_REFUSED = "This push service is not one we send to.";
export const DEVICE_NOT_FOUND = "Device not found";
