CREATE TYPE "public"."flag_rule" AS ENUM('punches', 'failures');--> statement-breakpoint
ALTER TYPE "public"."ledger_reason" ADD VALUE 'void';--> statement-breakpoint
ALTER TYPE "public"."ledger_reason" ADD VALUE 'import';--> statement-breakpoint
ALTER TYPE "public"."role" ADD VALUE 'staff' BEFORE 'admin';--> statement-breakpoint
CREATE TABLE "admin_actions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_id" uuid,
	"user_id" uuid NOT NULL,
	"action" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "earn_days" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"punches" integer DEFAULT 0 NOT NULL,
	"codes" integer DEFAULT 0 NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "earn_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "review_flags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"rule" "flag_rule" NOT NULL,
	"count" integer NOT NULL,
	"threshold" integer NOT NULL,
	"first_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	"dismissed_at" timestamp with time zone,
	"dismissed_by" uuid
);
--> statement-breakpoint
CREATE TABLE "token_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"count" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"voided_at" timestamp with time zone,
	"voided_by" uuid
);
--> statement-breakpoint
CREATE TABLE "shop_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"shop_name" text NOT NULL,
	"owner_handle" text NOT NULL,
	"owner_url" text NOT NULL,
	"messaging_app" text NOT NULL,
	"public_site_url" text,
	"token_lifetime_minutes" integer DEFAULT 10 NOT NULL,
	"punch_cooldown_minutes" integer,
	"max_punches_per_day" integer,
	"max_codes_per_day" integer,
	"review_punches_per_day" integer DEFAULT 5,
	"review_failures_per_day" integer,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "shop_settings_one_row" CHECK ("shop_settings"."id")
);
--> statement-breakpoint
ALTER TABLE "punch_cards" ADD COLUMN "last_punch_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "punch_tokens" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "punch_tokens" ADD COLUMN "batch_id" uuid;--> statement-breakpoint
ALTER TABLE "punch_tokens" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reward_ledger" ADD COLUMN "voids_entry_id" bigint;--> statement-breakpoint
ALTER TABLE "reward_ledger" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "earning_blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "admin_actions" ADD CONSTRAINT "admin_actions_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_actions" ADD CONSTRAINT "admin_actions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earn_days" ADD CONSTRAINT "earn_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_flags" ADD CONSTRAINT "review_flags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_flags" ADD CONSTRAINT "review_flags_dismissed_by_users_id_fk" FOREIGN KEY ("dismissed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_batches" ADD CONSTRAINT "token_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_batches" ADD CONSTRAINT "token_batches_voided_by_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_actions_user_idx" ON "admin_actions" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "review_flags_user_day_rule_key" ON "review_flags" USING btree ("user_id","day","rule");--> statement-breakpoint
CREATE INDEX "review_flags_open_idx" ON "review_flags" USING btree ("last_at" DESC NULLS LAST) WHERE "review_flags"."dismissed_at" is null;--> statement-breakpoint
ALTER TABLE "punch_tokens" ADD CONSTRAINT "punch_tokens_batch_id_token_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."token_batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_ledger" ADD CONSTRAINT "reward_ledger_voids_entry_id_reward_ledger_id_fk" FOREIGN KEY ("voids_entry_id") REFERENCES "public"."reward_ledger"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "punch_tokens_batch_idx" ON "punch_tokens" USING btree ("batch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_ledger_voids_key" ON "reward_ledger" USING btree ("voids_entry_id");