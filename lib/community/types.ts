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

export type TicketMessageView = {
  id: string;
  userId: string | null;
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

export type ReviewView = {
  id: string;
  productId: string;
  productName: string;
  userId: string;
  userName: string;
  rating: number;
  comment: string | null;
  isAdmin: boolean;
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
  authorId: string | null;
  createdAt: string;
  updatedAt: string;
};
