CREATE TABLE "account_counts" (
	"role" "role" PRIMARY KEY NOT NULL,
	"accounts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leaderboard_levels" (
	"level" integer PRIMARY KEY NOT NULL,
	"customers" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leaderboard_scores" (
	"level" integer NOT NULL,
	"xp" integer NOT NULL,
	"customers" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "leaderboard_scores_level_xp_pk" PRIMARY KEY("level","xp")
);
