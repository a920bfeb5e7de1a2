CREATE TYPE "public"."automation_kind" AS ENUM('welcome', 'one_away', 'reward_waiting', 'miss_you', 'birthday');--> statement-breakpoint
CREATE TYPE "public"."campaign_status" AS ENUM('scheduled', 'sending', 'sent', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."message_kind" AS ENUM('reward_ready', 'level_up', 'ticket_reply', 'announcement', 'campaign', 'welcome', 'one_away', 'reward_waiting', 'miss_you', 'birthday');--> statement-breakpoint
CREATE TYPE "public"."push_status" AS ENUM('pending', 'sending', 'sent', 'failed', 'skipped');--> statement-breakpoint
ALTER TYPE "public"."token_kind" ADD VALUE 'gift';--> statement-breakpoint
CREATE TABLE "automations" (
	"kind" "automation_kind" PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"days" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text,
	"segment" jsonb NOT NULL,
	"send_at" timestamp with time zone NOT NULL,
	"status" "campaign_status" DEFAULT 'scheduled' NOT NULL,
	"cursor" uuid,
	"recipients" integer,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "inbox_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" "message_kind" NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"link" text DEFAULT '/user/inbox' NOT NULL,
	"dedupe_key" text NOT NULL,
	"campaign_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"opened_at" timestamp with time zone,
	"push_status" "push_status" DEFAULT 'skipped' NOT NULL,
	"pushed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"rewards" boolean DEFAULT true NOT NULL,
	"news" boolean DEFAULT true NOT NULL,
	"offers" boolean DEFAULT true NOT NULL,
	"birthday_month" smallint,
	"birthday_day" smallint,
	"birthday_set_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_settings_birthday" CHECK (("notification_settings"."birthday_month" is null and "notification_settings"."birthday_day" is null) or ("notification_settings"."birthday_month" between 1 and 12 and "notification_settings"."birthday_day" between 1 and 31))
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"device_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_pushed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "quiet_start_minutes" smallint DEFAULT 1260 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "quiet_end_minutes" smallint DEFAULT 540 NOT NULL;--> statement-breakpoint
ALTER TABLE "automations" ADD CONSTRAINT "automations_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_messages" ADD CONSTRAINT "inbox_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_messages" ADD CONSTRAINT "inbox_messages_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaigns_created_idx" ON "campaigns" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "campaigns_created_by_idx" ON "campaigns" USING btree ("created_by") WHERE "campaigns"."created_by" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "inbox_messages_user_dedupe_key" ON "inbox_messages" USING btree ("user_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "inbox_messages_user_idx" ON "inbox_messages" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "inbox_messages_unread_idx" ON "inbox_messages" USING btree ("user_id") WHERE "inbox_messages"."read_at" is null;--> statement-breakpoint
CREATE INDEX "inbox_messages_campaign_idx" ON "inbox_messages" USING btree ("campaign_id") WHERE "inbox_messages"."campaign_id" is not null;--> statement-breakpoint
CREATE INDEX "inbox_messages_kind_idx" ON "inbox_messages" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "inbox_messages_created_idx" ON "inbox_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "notification_settings_birthday_idx" ON "notification_settings" USING btree ("birthday_month","birthday_day") WHERE "notification_settings"."birthday_month" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_key" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");