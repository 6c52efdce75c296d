-- Finished games, one row each, written once (INSERT OR IGNORE) from a table's outbox.
CREATE TABLE games (
  id TEXT PRIMARY KEY,
  table_id TEXT NOT NULL,
  game TEXT NOT NULL,
  options TEXT NOT NULL,
  players TEXT NOT NULL,
  seed TEXT NOT NULL,
  actions TEXT NOT NULL,       -- the compact action log (src/engine/log.ts)
  action_count INTEGER NOT NULL,
  result TEXT NOT NULL,
  started_at INTEGER NOT NULL,
  finished_at INTEGER NOT NULL
);
CREATE INDEX games_by_table ON games (table_id, finished_at);

-- Public tables looking for players (kept current from each table's outbox).
CREATE TABLE tables (
  id TEXT PRIMARY KEY,
  game TEXT NOT NULL,
  public INTEGER NOT NULL,
  status TEXT NOT NULL,
  open_seats INTEGER NOT NULL,
  players INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX tables_open ON tables (public, status, updated_at);
