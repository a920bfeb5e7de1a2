/**
 * Announcement, ticket, review and blog sentences (SPEC.md §5 and §8), as keys of the `errors`
 * catalogue. Safe in client components. Failure toasts are the fallback when the server gives
 * no words of its own.
 */
export const ANNOUNCEMENT_NOT_FOUND = "errors.community.announcementNotFound";
export const TICKET_NOT_FOUND = "errors.community.ticketNotFound";
export const REVIEW_NOT_FOUND = "errors.community.reviewNotFound";
export const BLOG_POST_NOT_FOUND = "errors.community.blogPostNotFound";
export const TICKET_CLOSED = "errors.community.ticketClosed";

export const CONFIRM_DELETE_ANNOUNCEMENT = "errors.community.confirmDeleteAnnouncement";

export const LOAD_ANNOUNCEMENTS_FAILED = "errors.community.loadAnnouncementsFailed";
export const SAVE_ANNOUNCEMENT_FAILED = "errors.community.saveAnnouncementFailed";
export const DELETE_ANNOUNCEMENT_FAILED = "errors.community.deleteAnnouncementFailed";
export const LOAD_TICKETS_FAILED = "errors.community.loadTicketsFailed";
export const LOAD_TICKET_FAILED = "errors.community.loadTicketFailed";
export const SEND_MESSAGE_FAILED = "errors.community.sendMessageFailed";
export const UPDATE_STATUS_FAILED = "errors.community.updateStatusFailed";
export const CREATE_TICKET_FAILED = "errors.community.createTicketFailed";
export const LOAD_REVIEWS_FAILED = "errors.community.loadReviewsFailed";
export const POST_REVIEW_FAILED = "errors.community.postReviewFailed";
export const DELETE_REVIEW_FAILED = "errors.community.deleteReviewFailed";
export const LOAD_BLOG_POSTS_FAILED = "errors.community.loadBlogPostsFailed";
export const SAVE_BLOG_POST_FAILED = "errors.community.saveBlogPostFailed";
export const DELETE_BLOG_POST_FAILED = "errors.community.deleteBlogPostFailed";

export const ANNOUNCEMENT_CREATED = "errors.community.announcementCreated";
export const ANNOUNCEMENT_UPDATED = "errors.community.announcementUpdated";
export const ANNOUNCEMENT_DELETED = "errors.community.announcementDeleted";
export const TICKET_CREATED = "errors.community.ticketCreated";
export const MESSAGE_SENT = "errors.community.messageSent";
export const TICKET_CLOSED_TOAST = "errors.community.ticketClosedToast";
export const TICKET_OPEN_TOAST = "errors.community.ticketOpenToast";
export const REVIEW_POSTED = "errors.community.reviewPosted";

/** Reviews speak for customers (or the shop); counter staff write none. */
export const STAFF_CANNOT_REVIEW = "errors.community.staffCannotReview";
