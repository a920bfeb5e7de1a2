// Server-side state: uploaded images, rate-limit counters, shared settings.
import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { bytea, createdAt } from "./columns";
import { users } from "./users";

export const uploads = pgTable("uploads", {
  // 128 random bits: the served address cannot be guessed.
  id: text("id").primaryKey(),
  contentType: text("content_type").notNull(),
  size: integer("size").notNull(),
  data: bytea("data").notNull(),
  createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});

export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull().default(0),
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limits_reset_idx").on(t.resetAt)],
);

// Settings the servers share through the database, such as the session signing secret.
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

export type Upload = typeof uploads.$inferSelect;
