/**
 * Deals whose cards are known, for tests that need a particular hand over
 * the protocol as well as in the engine: the seed fixes the deal (the game's
 * secret → the hand's key → the shuffle, src/engine/random.ts), whatever
 * the options that do not change what is dealt. Each is checked by
 * known-deals.test.ts, so a change to the deal shows there first.
 */

/**
 * Four of a kind for a bomb (issue 56, rbtying's `BombPolicy`): Shengji as
 * the online site plays it, eight players, so four packs (a pack per two).
 * Dealt in full, seat 0 holds all four diamond 4s and a club 2, so at the
 * first hand's level (2) it can declare clubs with the 2, become the leader
 * (the bid's winner leads the first hand), keep the 4s out of the kitty and
 * lead them: a bomb under `bombs` `any-suit` or `follow-suit`.
 */
export const BOMB_DEAL = {
  preset: "shengji-online",
  players: 8,
  seed: "bomb-1",
  options: { bombs: "any-suit" },
  seat: 0,
  bomb: ["D4", "D4", "D4", "D4"],
  bid: ["C2"],
} as const;
