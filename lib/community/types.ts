/**
 * What the community calls answer and the screens receive: dates as ISO strings, so a
 * server page and a client fetch hand the same shape to a component.
 */
import type { BlogCategory } from "@/lib/db/schema";

export type AnnouncementView = {
  id: string;
  title: string;
  content: string;
  createdAt: string;
  updatedAt: string;
};

export type TicketStatus = "open" | "closed";

/** No author id: a customer reads the admin's replies, signed 'Admin', on their own tickets. */
export type TicketMessageView = {
  id: string;
  userName: string;
  message: string;
  isAdmin: boolean;
  createdAt: string;
};

export type TicketSummary = {
  id: string;
  subject: string;
  status: TicketStatus;
  userId: string;
  userName: string;
  createdAt: string;
  updatedAt: string;
};

export type TicketView = TicketSummary & { messages: TicketMessageView[] };

/** No author id: `mine` tells the reader which reviews are their own. */
export type ReviewView = {
  id: string;
  productId: string;
  productName: string;
  userName: string;
  rating: number;
  comment: string | null;
  isAdmin: boolean;
  mine: boolean;
  createdAt: string;
};

/** Average is null when there are no reviews; distribution[5] counts five-star reviews. */
export type ReviewStats = {
  average: number | null;
  count: number;
  distribution: Record<1 | 2 | 3 | 4 | 5, number>;
};

export type ProductOption = { id: string; name: string };

export type BlogPostView = {
  id: string;
  title: string;
  content: string;
  category: BlogCategory;
  published: boolean;
  author: string;
  createdAt: string;
  updatedAt: string;
};
