-- A hand is the unit of history (issue 11). A game's row exists from its
-- start (status playing) and follows it (finished, ended, abandoned); each
-- completed hand has its own row with the key of its deal and its own
-- action log, enough to replay it. The game's secret is never stored here.
-- The old games table (finished games only, each with its whole log and the
-- game's secret) is kept aside as games_v1, not served: nothing is lost, and
-- its rows can be split into hands later if anyone needs them.
DROP INDEX IF EXISTS games_by_table;
ALTER TABLE games RENAME TO games_v1;

CREATE TABLE games (
  id TEXT PRIMARY KEY,
  table_id TEXT NOT NULL,
  game TEXT NOT NULL,
  options TEXT NOT NULL,
  players TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('playing', 'finished', 'ended', 'abandoned')),
  result TEXT,                 -- the game's summary once it is no longer playing
  started_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  finished_at INTEGER
);
CREATE INDEX games_by_table ON games (table_id, started_at);

CREATE TABLE hands (
  game_id TEXT NOT NULL,
  hand INTEGER NOT NULL,       -- 0-based; the deal of hand k comes from key k
  key TEXT NOT NULL,           -- the hand's key (64 hex digits), published once the hand is over
  actions TEXT NOT NULL,       -- the hand's own compact action log (src/engine/log.ts)
  action_count INTEGER NOT NULL,
  summary TEXT NOT NULL,       -- JSON: trump, makers and friends, kitty, points, levels
  finished_at INTEGER NOT NULL,
  PRIMARY KEY (game_id, hand)
);
