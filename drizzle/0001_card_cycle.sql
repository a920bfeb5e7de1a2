ALTER TABLE "punch_cards" ADD COLUMN "cycle" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reward_ledger" ADD COLUMN "cycle" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Existing entries: the cycle of an entry is the number of the customer's resets before it.
-- Punch entries and resets were all written under the card lock, so their ids (taken inside
-- that lock) give the order in which they reached the card, whatever their timestamps say.
-- A reset belongs to the cycle it closes.
UPDATE "reward_ledger" AS l SET "cycle" = n."cycle"
FROM (
  SELECT "id", (count(*) FILTER (WHERE "reason" = 'card_reset') OVER (
    PARTITION BY "user_id" ORDER BY "id" ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING
  ))::int AS "cycle"
  FROM "reward_ledger"
) AS n
WHERE n."id" = l."id" AND n."cycle" > 0;--> statement-breakpoint
-- A card is in the cycle after its last reset.
UPDATE "punch_cards" AS c SET "cycle" = r."resets"
FROM (
  SELECT "user_id", count(*)::int AS "resets" FROM "reward_ledger"
  WHERE "reason" = 'card_reset' GROUP BY "user_id"
) AS r
WHERE r."user_id" = c."user_id";
