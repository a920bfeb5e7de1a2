// Counts kept beside users by triggers (migration 0008, lib/users/counts.ts): reads that
// would count every customer read a few small rows instead. Never written by the app.
import { integer, pgTable, primaryKey } from "drizzle-orm/pg-core";
import { roleEnum } from "./users";

/** Accounts per role: the admin dashboard's 'Total Users' and the users list's total. */
export const accountCounts = pgTable("account_counts", {
  role: roleEnum("role").primaryKey(),
  accounts: integer("accounts").notNull().default(0),
});

/** Ranked customers (role 'user', XP above 0) per level: those ahead of a viewer's level. */
export const leaderboardLevels = pgTable("leaderboard_levels", {
  level: integer("level").primaryKey(),
  customers: integer("customers").notNull().default(0),
});

/** Ranked customers per (level, XP): those ahead of a viewer within their own level. */
export const leaderboardScores = pgTable(
  "leaderboard_scores",
  {
    level: integer("level").notNull(),
    xp: integer("xp").notNull(),
    customers: integer("customers").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.level, t.xp] })],
);
