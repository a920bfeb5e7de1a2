ALTER TABLE "reward_ledger" ALTER COLUMN "created_at" SET DEFAULT clock_timestamp();--> statement-breakpoint
CREATE INDEX "blog_posts_author_idx" ON "blog_posts" USING btree ("author_id") WHERE "blog_posts"."author_id" is not null;--> statement-breakpoint
CREATE INDEX "ticket_messages_user_idx" ON "ticket_messages" USING btree ("user_id") WHERE "ticket_messages"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "admin_actions_actor_idx" ON "admin_actions" USING btree ("actor_id") WHERE "admin_actions"."actor_id" is not null;--> statement-breakpoint
CREATE INDEX "review_flags_dismissed_by_idx" ON "review_flags" USING btree ("dismissed_by") WHERE "review_flags"."dismissed_by" is not null;--> statement-breakpoint
CREATE INDEX "login_links_created_by_idx" ON "login_links" USING btree ("created_by") WHERE "login_links"."created_by" is not null;--> statement-breakpoint
CREATE INDEX "revoked_sessions_user_idx" ON "revoked_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "punch_tokens_owner_idx" ON "punch_tokens" USING btree ("owner_id") WHERE "punch_tokens"."owner_id" is not null;--> statement-breakpoint
CREATE INDEX "punch_tokens_created_by_idx" ON "punch_tokens" USING btree ("created_by") WHERE "punch_tokens"."created_by" is not null;--> statement-breakpoint
CREATE INDEX "punch_tokens_used_by_idx" ON "punch_tokens" USING btree ("used_by") WHERE "punch_tokens"."used_by" is not null;--> statement-breakpoint
CREATE INDEX "reward_ledger_actor_idx" ON "reward_ledger" USING btree ("actor_id") WHERE "reward_ledger"."actor_id" is not null;--> statement-breakpoint
CREATE INDEX "verification_codes_created_by_idx" ON "verification_codes" USING btree ("created_by") WHERE "verification_codes"."created_by" is not null;--> statement-breakpoint
CREATE INDEX "verification_codes_used_by_idx" ON "verification_codes" USING btree ("used_by") WHERE "verification_codes"."used_by" is not null;--> statement-breakpoint
CREATE INDEX "uploads_created_by_idx" ON "uploads" USING btree ("created_by") WHERE "uploads"."created_by" is not null;