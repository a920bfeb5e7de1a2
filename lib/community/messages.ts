/**
 * Announcement, ticket, review and blog sentences (SPEC.md §5 and §8). Plain strings, safe in
 * client components. Failure toasts are the fallback when the server gives no words of its own.
 */
export const ANNOUNCEMENT_NOT_FOUND = "Announcement not found";
export const TICKET_NOT_FOUND = "Ticket not found";
export const REVIEW_NOT_FOUND = "Review not found";
export const BLOG_POST_NOT_FOUND = "Blog post not found";
export const TICKET_CLOSED = "This ticket is closed. Replies are only possible while it is open.";

export const CONFIRM_DELETE_ANNOUNCEMENT = "Are you sure you want to delete this announcement?";

export const LOAD_ANNOUNCEMENTS_FAILED = "Failed to load announcements";
export const SAVE_ANNOUNCEMENT_FAILED = "Failed to save announcement";
export const DELETE_ANNOUNCEMENT_FAILED = "Failed to delete announcement";
export const LOAD_TICKETS_FAILED = "Failed to load tickets";
export const LOAD_TICKET_FAILED = "Failed to load ticket";
export const SEND_MESSAGE_FAILED = "Failed to send message";
export const UPDATE_STATUS_FAILED = "Failed to update status";
export const CREATE_TICKET_FAILED = "Failed to create ticket";
export const LOAD_REVIEWS_FAILED = "Failed to load reviews";
export const POST_REVIEW_FAILED = "Failed to post review";
export const DELETE_REVIEW_FAILED = "Failed to delete review";
export const LOAD_BLOG_POSTS_FAILED = "Failed to load blog posts";
export const SAVE_BLOG_POST_FAILED = "Failed to save blog post";
export const DELETE_BLOG_POST_FAILED = "Failed to delete blog post";

export const ANNOUNCEMENT_CREATED = "Announcement created successfully";
export const ANNOUNCEMENT_UPDATED = "Announcement updated successfully";
export const ANNOUNCEMENT_DELETED = "Announcement deleted successfully";
export const TICKET_CREATED = "Ticket created successfully";
export const MESSAGE_SENT = "Message sent";
export const TICKET_CLOSED_TOAST = "Ticket closed";
export const TICKET_OPEN_TOAST = "Ticket open";
export const REVIEW_POSTED = "Review posted successfully";

/** Reviews speak for customers (or the shop); counter staff write none. */
export const STAFF_CANNOT_REVIEW = "Staff accounts cannot write reviews.";
