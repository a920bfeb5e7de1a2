ALTER TYPE "public"."ledger_reason" ADD VALUE 'reward';--> statement-breakpoint
ALTER TYPE "public"."ledger_reason" ADD VALUE 'welcome';--> statement-breakpoint
ALTER TYPE "public"."ledger_reason" ADD VALUE 'carry';--> statement-breakpoint
CREATE TABLE "shop_program" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"card_size" smallint DEFAULT 10 NOT NULL,
	"rewards" jsonb DEFAULT '[{"at":10,"name":"Free product"}]'::jsonb NOT NULL,
	"welcome_punches" smallint DEFAULT 0 NOT NULL,
	"max_token_punches" smallint DEFAULT 1 NOT NULL,
	"card_color" text,
	"stamp_icon" text,
	"logo_id" text,
	"logo_icons" jsonb,
	"terms" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "shop_program_one_row" CHECK ("shop_program"."id"),
	CONSTRAINT "shop_program_card_size" CHECK ("shop_program"."card_size" between 3 and 30),
	CONSTRAINT "shop_program_welcome" CHECK ("shop_program"."welcome_punches" between 0 and 5),
	CONSTRAINT "shop_program_token_punches" CHECK ("shop_program"."max_token_punches" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "punch_cards" DROP CONSTRAINT "punch_cards_punches_range";--> statement-breakpoint
ALTER TABLE "punch_cards" ADD COLUMN "size" smallint DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "punch_cards" ADD COLUMN "rewards" jsonb DEFAULT '[{"at":10,"name":"Free product"}]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "punch_cards" ADD COLUMN "handed" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "punch_cards" ADD COLUMN "waiting" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "punch_tokens" ADD COLUMN "punches" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "reward_ledger" ADD COLUMN "reward_name" text;--> statement-breakpoint
ALTER TABLE "reward_ledger" ADD COLUMN "reward_at" smallint;--> statement-breakpoint
ALTER TABLE "token_batches" ADD COLUMN "punches" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_program" ADD CONSTRAINT "shop_program_logo_id_uploads_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_program" ADD CONSTRAINT "shop_program_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punch_cards" ADD CONSTRAINT "punch_cards_size_range" CHECK ("punch_cards"."size" between 3 and 30);--> statement-breakpoint
ALTER TABLE "punch_cards" ADD CONSTRAINT "punch_cards_waiting_range" CHECK ("punch_cards"."waiting" >= 0);--> statement-breakpoint
ALTER TABLE "punch_cards" ADD CONSTRAINT "punch_cards_punches_range" CHECK ("punch_cards"."punches" between 0 and "punch_cards"."size");--> statement-breakpoint
ALTER TABLE "punch_tokens" ADD CONSTRAINT "punch_tokens_punches_range" CHECK ("punch_tokens"."punches" between 1 and 5);--> statement-breakpoint
-- A shop that named its reward ("a free coffee") keeps it as its card's one reward, and every
-- card in progress keeps that reward: nothing a customer has earned changes.
INSERT INTO "shop_program" ("id", "rewards") SELECT true, jsonb_build_array(jsonb_build_object('at', 10, 'name', 'Free ' || "reward_name")) FROM "shop_settings" ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "punch_cards" SET "rewards" = p."rewards" FROM "shop_program" p;
