ALTER TABLE "users" ADD COLUMN "password_set_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "counter_by_owner" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "poster_opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "setup_dismissed_at" timestamp with time zone;--> statement-breakpoint
-- A shop already in use needs no first-run guide: it starts put away (the owner can open it again).
UPDATE "shop_settings" SET "setup_dismissed_at" = now() WHERE EXISTS (SELECT 1 FROM "reward_ledger");
