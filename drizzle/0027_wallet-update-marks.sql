ALTER TABLE "wallet_passes" ADD COLUMN "update_wanted" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_passes" ADD COLUMN "update_wanted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wallet_passes" ADD COLUMN "update_wanted_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wallet_passes" ADD COLUMN "update_claimed_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "wallet_passes_update_wanted" ON "wallet_passes" USING btree ("update_wanted_since") WHERE "wallet_passes"."update_wanted_since" is not null;