CREATE TYPE "public"."wallet_kind" AS ENUM('apple', 'google');--> statement-breakpoint
CREATE TABLE "wallet_callbacks" (
	"id" text PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_connections" (
	"kind" "wallet_kind" PRIMARY KEY NOT NULL,
	"details" jsonb NOT NULL,
	"secret" text NOT NULL,
	"expires_at" timestamp with time zone,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_devices" (
	"device_library_id" text NOT NULL,
	"pass_id" uuid NOT NULL,
	"push_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_devices_device_library_id_pass_id_pk" PRIMARY KEY("device_library_id","pass_id")
);
--> statement-breakpoint
CREATE TABLE "wallet_passes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"kind" "wallet_kind" NOT NULL,
	"auth_token" text,
	"shown" jsonb,
	"rewards_shown" integer DEFAULT 0 NOT NULL,
	"notices_day" date,
	"notices_sent" smallint DEFAULT 0 NOT NULL,
	"saved_at" timestamp with time zone,
	"removed_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "member_code" text;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "wallet_connections" ADD CONSTRAINT "wallet_connections_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_devices" ADD CONSTRAINT "wallet_devices_pass_id_wallet_passes_id_fk" FOREIGN KEY ("pass_id") REFERENCES "public"."wallet_passes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_passes" ADD CONSTRAINT "wallet_passes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wallet_devices_pass" ON "wallet_devices" USING btree ("pass_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_passes_user_kind" ON "wallet_passes" USING btree ("user_id","kind");--> statement-breakpoint
CREATE INDEX "wallet_passes_updated" ON "wallet_passes" USING btree ("updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_member_code_key" ON "users" USING btree ("member_code");--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_position" CHECK (("shop_settings"."latitude" is null) = ("shop_settings"."longitude" is null) and "shop_settings"."latitude" between -90 and 90 and "shop_settings"."longitude" between -180 and 180);