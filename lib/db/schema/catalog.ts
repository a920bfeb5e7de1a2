// What the shop sells and stocks.
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";

export const categories = pgTable(
  "categories",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    description: text("description"),
    createdAt: createdAt(),
  },
  (t) => [
    index("categories_name_idx").on(t.name),
    // "Drinks" and "drinks" would be two tabs customers cannot tell apart.
    uniqueIndex("categories_name_lower_key").on(sql`lower(${t.name})`),
  ],
);

export const products = pgTable(
  "products",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    detailedDescription: text("detailed_description"),
    imageUrl: text("image_url").notNull().default("/placeholder.svg"),
    images: text("images")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    videoUrl: text("video_url"),
    flavors: text("flavors")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    stock: integer("stock").notNull().default(0),
    categoryId: uuid("category_id").references(() => categories.id, { onDelete: "set null" }),
    // Money is kept in whole cents so sums never drift.
    priceCents: integer("price_cents").notNull(),
    dealPriceCents: integer("deal_price_cents"),
    hidden: boolean("hidden").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("products_category_idx").on(t.categoryId),
    index("products_visible_idx").on(t.hidden, t.createdAt.desc()),
    check("products_stock_nonnegative", sql`${t.stock} >= 0`),
    check("products_price_nonnegative", sql`${t.priceCents} >= 0`),
    check("products_deal_positive", sql`${t.dealPriceCents} is null or ${t.dealPriceCents} > 0`),
  ],
);

export const inventoryItems = pgTable(
  "inventory_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    productName: text("product_name").notNull(),
    unitPriceCents: integer("unit_price_cents").notNull(),
    quantity: integer("quantity").notNull(),
    fillAmount: smallint("fill_amount").notNull().default(1),
    sellPriceCents: integer("sell_price_cents").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("inventory_items_created_idx").on(t.createdAt),
    check("inventory_fill_amount", sql`${t.fillAmount} in (0, 1, 2)`),
    check("inventory_quantity_nonnegative", sql`${t.quantity} >= 0`),
  ],
);

export type Product = typeof products.$inferSelect;
export type Category = typeof categories.$inferSelect;
export type InventoryItem = typeof inventoryItems.$inferSelect;
