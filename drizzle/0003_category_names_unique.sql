-- Category names become unique whatever their case. Existing duplicates are renamed first,
-- deterministically: the oldest keeps its name, the others get " (2)", " (3)" … (the first
-- number not already taken), in the order they were created.
DO $$
DECLARE
  dup record;
  n integer;
  candidate text;
BEGIN
  FOR dup IN
    SELECT id, name
    FROM (
      SELECT id, name, lower(name) AS key,
        row_number() OVER (PARTITION BY lower(name) ORDER BY created_at, id) AS position
      FROM categories
    ) ranked
    WHERE position > 1
    ORDER BY key, position
  LOOP
    n := 2;
    LOOP
      candidate := dup.name || ' (' || n || ')';
      EXIT WHEN NOT EXISTS (SELECT 1 FROM categories WHERE lower(name) = lower(candidate));
      n := n + 1;
    END LOOP;
    UPDATE categories SET name = candidate WHERE id = dup.id;
  END LOOP;
END $$;
--> statement-breakpoint
CREATE UNIQUE INDEX "categories_name_lower_key" ON "categories" USING btree (lower("name"));
