/**
 * What the service worker posts to the app's open windows when a push arrives, so their bell
 * reads the unread count again (components/inbox/unread-store.ts).
 */
export const INBOX_CHANGED = "punchcard:inbox";
