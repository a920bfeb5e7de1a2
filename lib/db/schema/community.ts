// What customers and the shop say to each other: announcements, support tickets, reviews, blog.
import { sql } from "drizzle-orm";
import { boolean, check, index, pgEnum, pgTable, smallint, text, uuid } from "drizzle-orm/pg-core";
import { BLOG_CATEGORIES } from "./blog-categories";
import { createdAt, updatedAt } from "./columns";
import { products } from "./catalog";
import { users } from "./users";

export const ticketStatusEnum = pgEnum("ticket_status", ["open", "closed"]);

export const blogCategoryEnum = pgEnum("blog_category", BLOG_CATEGORIES);

export const announcements = pgTable(
  "announcements",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("announcements_created_idx").on(t.createdAt.desc())],
);

export const tickets = pgTable(
  "tickets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    subject: text("subject").notNull(),
    status: ticketStatusEnum("status").notNull().default("open"),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    userName: text("user_name").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("tickets_user_idx").on(t.userId, t.updatedAt.desc()),
    index("tickets_updated_idx").on(t.updatedAt.desc()),
  ],
);

export const ticketMessages = pgTable(
  "ticket_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ticketId: uuid("ticket_id")
      .notNull()
      .references(() => tickets.id, { onDelete: "cascade" }),
    // An admin's reply stays in the customer's conversation if that admin is removed.
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    userName: text("user_name").notNull(),
    message: text("message").notNull(),
    isAdmin: boolean("is_admin").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("ticket_messages_ticket_idx").on(t.ticketId, t.createdAt),
    index("ticket_messages_user_idx")
      .on(t.userId)
      .where(sql`${t.userId} is not null`),
  ],
);

export const reviews = pgTable(
  "reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    productName: text("product_name").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    userName: text("user_name").notNull(),
    rating: smallint("rating").notNull(),
    comment: text("comment"),
    isAdmin: boolean("is_admin").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("reviews_product_idx").on(t.productId, t.createdAt.desc()),
    index("reviews_created_idx").on(t.createdAt.desc()),
    index("reviews_user_idx").on(t.userId),
    check("reviews_rating_range", sql`${t.rating} between 1 and 5`),
  ],
);

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    category: blogCategoryEnum("category").notNull(),
    published: boolean("published").notNull().default(false),
    author: text("author").notNull(),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("blog_posts_published_idx").on(t.published, t.createdAt.desc()),
    index("blog_posts_author_idx")
      .on(t.authorId)
      .where(sql`${t.authorId} is not null`),
  ],
);

export type Announcement = typeof announcements.$inferSelect;
export type Ticket = typeof tickets.$inferSelect;
export type TicketMessage = typeof ticketMessages.$inferSelect;
export type Review = typeof reviews.$inferSelect;
export type BlogPost = typeof blogPosts.$inferSelect;
export type BlogCategory = (typeof blogCategoryEnum.enumValues)[number];
