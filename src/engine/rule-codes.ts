/**
 * Every code the engine refuses an action with, in one list: the protocol
 * joins them with the table's own codes (src/protocol/error-codes.ts), and the
 * web client must word each of them (web/src/errors.ts is typed by them).
 */
export const RULE_CODES = [
  // The action itself.
  "bad-action", "bad-actor", "not-a-seat", "table-only", "not-a-card", "not-in-hand", "wrong-phase", "game-over",
  "not-your-turn", "not-seated", "bad-seat",
  // Shengji: the deal and the bids.
  "not-dealing", "still-dealing", "not-bidding", "cannot-bid", "bid-not-identical", "bad-bid-card", "bid-too-small", "own-bid", "bid-final",
  "cannot-misdeal", "cannot-expose",
  // Shengji: the kitty, the friends, the tricks.
  "not-maker", "not-burying", "not-stealing", "not-calling", "bad-call", "wrong-call-count", "not-playing", "not-scored",
  "wrong-count", "empty-play", "mixed-suits", "uneven-throw", "must-follow-suit", "must-match-format",
  // Shengji: takebacks (playTakeback, bidTakeback).
  "no-takebacks", "cannot-take-back",
  // Zheng Fen.
  "must-lead", "not-a-combination", "not-that-category", "wrong-category", "too-low",
] as const;

export type RuleCode = (typeof RULE_CODES)[number];
