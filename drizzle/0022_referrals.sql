CREATE TYPE "public"."referral_hold" AS ENUM('same_account', 'same_passkey', 'same_browser', 'address_chain', 'monthly_max');--> statement-breakpoint
CREATE TYPE "public"."referral_status" AS ENUM('joined', 'came_back', 'rewarded', 'held', 'dismissed');--> statement-breakpoint
ALTER TYPE "public"."ledger_reason" ADD VALUE 'referral_friend';--> statement-breakpoint
ALTER TYPE "public"."ledger_reason" ADD VALUE 'referral_inviter';--> statement-breakpoint
ALTER TYPE "public"."message_kind" ADD VALUE 'friend_joined';--> statement-breakpoint
ALTER TYPE "public"."message_kind" ADD VALUE 'referral_bonus';--> statement-breakpoint
CREATE TABLE "invite_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"replaced_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"inviter_id" uuid NOT NULL,
	"friend_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"join_day" text NOT NULL,
	"join_ip" text NOT NULL,
	"friend_punches" smallint DEFAULT 0 NOT NULL,
	"status" "referral_status" DEFAULT 'joined' NOT NULL,
	"hold_reason" "referral_hold",
	"came_back_at" timestamp with time zone,
	"inviter_punches" smallint,
	"rewarded_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	CONSTRAINT "referrals_not_self" CHECK ("referrals"."inviter_id" <> "referrals"."friend_id"),
	CONSTRAINT "referrals_held_reason" CHECK ("referrals"."status" <> 'held' or "referrals"."hold_reason" is not null)
);
--> statement-breakpoint
ALTER TABLE "reward_ledger" ADD COLUMN "referral_id" uuid;--> statement-breakpoint
ALTER TABLE "shop_program" ADD COLUMN "referrals_on" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_program" ADD COLUMN "referral_friend_punches" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_program" ADD COLUMN "referral_inviter_punches" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_program" ADD COLUMN "referral_monthly_max" smallint DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "invite_codes" ADD CONSTRAINT "invite_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_code_invite_codes_code_fk" FOREIGN KEY ("code") REFERENCES "public"."invite_codes"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_inviter_id_users_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_friend_id_users_id_fk" FOREIGN KEY ("friend_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invite_codes_live_key" ON "invite_codes" USING btree ("user_id") WHERE "invite_codes"."replaced_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_friend_key" ON "referrals" USING btree ("friend_id");--> statement-breakpoint
CREATE INDEX "referrals_inviter_idx" ON "referrals" USING btree ("inviter_id","created_at");--> statement-breakpoint
CREATE INDEX "referrals_held_idx" ON "referrals" USING btree ("created_at") WHERE "referrals"."status" = 'held';--> statement-breakpoint
ALTER TABLE "reward_ledger" ADD CONSTRAINT "reward_ledger_referral_id_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."referrals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reward_ledger_referral_key" ON "reward_ledger" USING btree ("referral_id","reason") WHERE "reward_ledger"."referral_id" is not null;--> statement-breakpoint
ALTER TABLE "shop_program" ADD CONSTRAINT "shop_program_referral_friend" CHECK ("shop_program"."referral_friend_punches" between 0 and 3);--> statement-breakpoint
ALTER TABLE "shop_program" ADD CONSTRAINT "shop_program_referral_inviter" CHECK ("shop_program"."referral_inviter_punches" between 0 and 3);--> statement-breakpoint
ALTER TABLE "shop_program" ADD CONSTRAINT "shop_program_referral_max" CHECK ("shop_program"."referral_monthly_max" between 1 and 100);