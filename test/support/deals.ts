/**
 * Deals arranged for tests, never waited for: a test that needs a seat to
 * become the maker (or a card in a hand) creates its table with a `seed`
 * (docs/PROTOCOL.md; only a test harness's server takes one) chosen here.
 * The choice is a search over the seeds `test:<name>:0`, `:1`, … with the
 * engine itself, the same on every run: the first seed whose deal fits. It
 * follows the engine (a new shuffle or a new bot finds another seed), and
 * plays no game for luck. Plain TS: Node and the Workers pool alike.
 */
import { type GameAction, type GameSetup, type GameState, type Seat, applyAction, botMove, createGame, DEFAULT_BOT_LEVEL, viewFor } from "../../src/engine";
import type { BotLevel } from "../../src/engine/bots";
import { botKey } from "../../src/engine/random";
import { bidChoices, canMisdeal } from "../../src/engine/shengji/hints";
import type { ShengjiView } from "../../src/engine/shengji/view";

/** The table's first hand as the table's own first step deals it (a Shengji deal at once, as at `dealMs` 0). */
export function dealt(setup: GameSetup, players: number, seed: string): GameState {
  const start = createGame(setup, seed, players);
  const step = applyAction(start, "table", start.game === "shengji" ? { type: "draw", count: 1000 } : { type: "deal" });
  if (!step.ok) throw new Error(`the deal: ${step.error.message}`);
  return step.state;
}

/**
 * The first seed `test:<name>:<n>` whose first hand, dealt, `fits`; a clear
 * error if none of `limit` does. `known`: the n found last time, tried
 * first (a search of hundreds of deals costs seconds); if the engine now
 * deals it otherwise, the search starts again from 0.
 */
export function seedWhere(name: string, setup: GameSetup, players: number, fits: (deal: GameState, seed: string) => boolean, opts: { known?: number; limit?: number } = {}): string {
  const { known, limit = 2_000 } = opts;
  const tried = (n: number) => {
    const seed = `test:${name}:${n}`;
    return fits(dealt(setup, players, seed), seed) ? seed : null;
  };
  const hit = known === undefined ? null : tried(known);
  if (hit) return hit;
  for (let n = 0; n < limit; n++) {
    const seed = tried(n);
    if (seed) return seed;
  }
  throw new Error(`no seed of test:${name}:0…${limit - 1} deals as the test needs (${players} players of ${JSON.stringify(setup)})`);
}

/**
 * Every seat that may end up making the first hand, whatever the order in
 * which things happen: the `people` seats declare whenever they can (each
 * time the first choice the table page offers, the largest), the other
 * seats are bots of `level` at the table's bot key, each bidding (or
 * calling a misdeal) whenever its bot would on the state at hand. Every
 * order of those moves is tried (bots decide from the state alone), so a
 * single maker here is certain, not likely. Null when the orders are too
 * many to try, or a misdeal would deal again.
 */
export function makersOf(deal: GameState, seed: string, people: readonly Seat[], level: BotLevel = DEFAULT_BOT_LEVEL): Set<Seat> | null {
  if (deal.game !== "shengji" || deal.phase !== "dealing") return null;
  const key = botKey(seed);
  const makers = new Set<Seat>();
  const done = new Set<string>();
  let budget = 5_000;
  const visit = (state: GameState): boolean => {
    if (state.game !== "shengji") return false;
    const at = JSON.stringify(state.bids);
    if (done.has(at)) return true;
    done.add(at);
    if (--budget < 0) return false;
    const moves: { seat: Seat; action: GameAction }[] = [];
    for (let seat = 0; seat < state.players; seat++) {
      if (people.includes(seat)) {
        const choice = bidChoices(viewFor(state, seat) as ShengjiView)[0];
        if (choice) moves.push({ seat, action: { type: "bid", cards: choice } as GameAction });
      } else {
        const action = botMove(state, seat, level, key);
        if (action !== null) moves.push({ seat, action: action as GameAction });
      }
    }
    if (moves.some((m) => m.action.type !== "bid")) return false;
    if (moves.length === 0) {
      const closed = applyAction(state, "table", { type: "close-bidding" });
      if (!closed.ok || closed.state.game !== "shengji" || closed.state.maker === null) return false;
      makers.add(closed.state.maker);
      return true;
    }
    for (const m of moves) {
      const step = applyAction(state, m.seat, m.action);
      if (step.ok && !visit(step.state)) return false;
    }
    return true;
  };
  return visit(deal) ? makers : null;
}

/** A seed whose first hand `seat` makes when it declares as the table page offers, its bots never bidding first. */
export function makerSeed(preset: string, players: number, seat: Seat = 0, known?: number): string {
  return seedWhere(`maker:${preset}:${players}:${seat}`, preset, players, (deal, seed) => {
    const makers = makersOf(deal, seed, [seat]);
    return makers !== null && makers.size === 1 && makers.has(seat);
  }, known === undefined ? {} : { known });
}

/**
 * A seed whose first hand leaves the bots nothing to declare with and no
 * misdeal to call: whoever of the `people` declares, in whatever order they
 * click, the maker is one of them (and one of them can declare).
 */
export function peopleMakeSeed(preset: string, players: number, people: readonly Seat[]): string {
  return seedWhere(`people-make:${preset}:${players}:${people.join(",")}`, preset, players, (deal) => {
    if (deal.game !== "shengji") return false;
    const seen = (s: Seat) => viewFor(deal, s) as ShengjiView;
    const bots = Array.from({ length: deal.players }, (_, s) => s).filter((s) => !people.includes(s));
    // With no bid standing a single card of a rank one may show is a bid: a bot with none now never has one.
    return people.some((s) => bidChoices(seen(s)).length > 0) && bots.every((s) => bidChoices(seen(s)).length === 0 && !canMisdeal(seen(s)));
  });
}
