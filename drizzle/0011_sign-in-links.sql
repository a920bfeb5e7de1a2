CREATE TYPE "public"."login_link_purpose" AS ENUM('card', 'recovery');--> statement-breakpoint
ALTER TABLE "login_links" ADD COLUMN "purpose" "login_link_purpose" DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "login_links" ADD COLUMN "voided_at" timestamp with time zone;