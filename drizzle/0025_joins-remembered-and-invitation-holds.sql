ALTER TYPE "public"."referral_hold" ADD VALUE 'joined_before';--> statement-breakpoint
ALTER TYPE "public"."referral_hold" ADD VALUE 'blocked';--> statement-breakpoint
ALTER TYPE "public"."referral_hold" ADD VALUE 'return_voided';--> statement-breakpoint
ALTER TYPE "public"."referral_status" ADD VALUE 'voided';--> statement-breakpoint
CREATE TABLE "join_marks" (
	"mark" text PRIMARY KEY NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "came_back_entry_id" bigint;--> statement-breakpoint
CREATE INDEX "join_marks_joined_idx" ON "join_marks" USING btree ("joined_at");--> statement-breakpoint
CREATE INDEX "invite_codes_user_idx" ON "invite_codes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "referrals_code_idx" ON "referrals" USING btree ("code");--> statement-breakpoint
CREATE INDEX "referrals_came_back_entry_idx" ON "referrals" USING btree ("came_back_entry_id") WHERE "referrals"."came_back_entry_id" is not null;