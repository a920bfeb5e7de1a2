ALTER TABLE "automations" ADD COLUMN "edited" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Texts saved as they were when this column came are the English defaults, not an owner's
-- words: from now on each customer gets them in their own language. Any other text stays the
-- owner's, sent as written.
UPDATE "automations" SET "edited" = false WHERE ("kind", "title", "body") IN (
  ('welcome', 'Welcome to {shop}, {name}!', 'Every visit adds a punch to your card. A full card earns you a free {reward}.'),
  ('one_away', 'One more punch, {name}', 'Your next visit fills your card: a free {reward} is waiting at {shop}.'),
  ('reward_waiting', 'Your free {reward} is still here', 'Your card is full, {name}. Show it at the counter next time you pass {shop}.'),
  ('miss_you', 'We miss you, {name}', 'It''s been a while! Your card is at {punches} of 10. Come by {shop} and add the next punch.'),
  ('birthday', 'Happy birthday, {name}!', 'A free punch from {shop}, on us: it''s on your card for the next 30 days.')
);
