/**
 * What a hand came to for one seat, in the numbers a review compares:
 *
 * - Shengji: `points`, the card points on the seat's side of the ledger
 *   (catchers: the points they caught, kitty and penalties included;
 *   makers: the deck's points less those), and `levels`, the levels its
 *   side went up (negative: the other side's). The side is the one the
 *   seat ended the hand on, so a play that makes it a friend is weighed as
 *   what it became.
 * - Zheng Fen: `points`, the points the seat scored in the deal; `levels` 0.
 */
import { makeDeck, points as cardPoints } from "../cards";
import type { GameState } from "../game";
import { planFor } from "../shengji/deal";
import type { Seat } from "../types";

export interface Outcome {
  readonly points: number;
  readonly levels: number;
}

const deckPoints = new Map<string, number>();

function totalPoints(s: Extract<GameState, { game: "shengji" }>): number {
  const plan = planFor(s.rules, s.players);
  const key = JSON.stringify(plan.deck);
  let total = deckPoints.get(key);
  if (total === undefined) {
    total = cardPoints(makeDeck(plan.deck));
    deckPoints.set(key, total);
  }
  return total;
}

/** The seat's outcome of the hand that ended last in `end`. */
export function outcomeFor(end: GameState, seat: Seat): Outcome {
  if (end.game === "zheng-fen") {
    const deal = end.lastDeal;
    if (!deal) throw new Error("no deal has ended");
    return { points: deal.points[seat] ?? 0, levels: 0 };
  }
  const r = end.results[end.results.length - 1];
  if (!r) throw new Error("no hand has ended");
  const maker = r.makers.includes(seat);
  const points = maker ? totalPoints(end) - r.catcherPoints : r.catcherPoints;
  const won = r.winner === "none" ? 0 : (r.winner === "makers") === maker ? 1 : -1;
  return { points, levels: won * r.levels };
}
