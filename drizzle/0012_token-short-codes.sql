ALTER TABLE "punch_tokens" ADD COLUMN "code" text;--> statement-breakpoint
CREATE UNIQUE INDEX "punch_tokens_code_key" ON "punch_tokens" USING btree ("code") WHERE "punch_tokens"."code" is not null;