-- Finished games, one row each, written once by a table's outbox.
CREATE TABLE games (
  id TEXT PRIMARY KEY,
  table_id TEXT NOT NULL,
  game TEXT NOT NULL,
  options TEXT NOT NULL,
  players TEXT NOT NULL,
  seed TEXT NOT NULL,
  actions TEXT NOT NULL,
  result TEXT NOT NULL,
  started_at INTEGER NOT NULL,
  finished_at INTEGER NOT NULL
);
CREATE INDEX games_by_table ON games (table_id, finished_at);
