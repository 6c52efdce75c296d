-- The lobby (issue 27): what a stranger needs to choose a waiting table
-- (its language and pace), seats a bot keeps at a table in play (Play now
-- seats a stranger there between hands), and whether anybody is at the
-- table (a waiting table everyone left is not shown). Older lines are
-- nobody's: present 0 until their table writes a new line.
ALTER TABLE tables ADD COLUMN bot_seats INTEGER NOT NULL DEFAULT 0;
ALTER TABLE tables ADD COLUMN lang TEXT;
ALTER TABLE tables ADD COLUMN turn_seconds INTEGER;
ALTER TABLE tables ADD COLUMN present INTEGER NOT NULL DEFAULT 0;
CREATE INDEX tables_by_game ON tables (public, game, status, updated_at);
