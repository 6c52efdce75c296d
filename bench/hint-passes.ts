/**
 * Issue 57, item 12: "Hint said pass on 18 of 20 turns of a four-player deal
 * that the player ended last, still holding J♥ Q♣ K♦ and the joker": were
 * those passes forced (nothing in the hand beats the trick) or chosen? The
 * hint is the table's bot (zhengFenSuggestion is botZhengFen in the seat's
 * place), so this plays whole four-player deals with that bot in every seat
 * and sorts every pass it chose by whether the seat held a play that beats,
 * and by the points on the trick. Prints JSON.
 *
 *   npx tsx bench/hint-passes.ts [deals]
 */
import { zhengFenHint } from "../src/engine/client";
import { applyZhengFen, botZhengFen, createZhengFen, legalZhengFen, viewForZhengFen } from "../src/engine/zhengfen";
import type { ZhengFenState } from "../src/engine/zhengfen";

const deals = Number(process.argv[2] ?? 200);
const count = { turns: 0, plays: 0, passes: 0, forced: 0, chosen: 0, chosenOnPointless: 0, chosenOnPoints: 0 };
/** Per deal: the share of the last seat's turns the hint passed on, chosen passes only. */
const lastSeatChosen: number[] = [];

for (let d = 0; d < deals; d++) {
  let s: ZhengFenState = createZhengFen({}, `hint-passes:${d}`, 4);
  const chosenBySeat = [0, 0, 0, 0];
  const turnsBySeat = [0, 0, 0, 0];
  for (let guard = 0; guard < 5_000 && s.phase !== "over" && !s.lastDeal; guard++) {
    const table = legalZhengFen(s, "table")[0];
    if (s.phase !== "play" || s.turn === null) {
      if (!table) break;
      const r = applyZhengFen(s, "table", table);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
      continue;
    }
    const seat = s.turn;
    const view = viewForZhengFen(s, seat);
    const action = botZhengFen(view, seat);
    const hint = zhengFenHint(view);
    count.turns++;
    turnsBySeat[seat] = (turnsBySeat[seat] ?? 0) + 1;
    if (action.type === "pass") {
      count.passes++;
      if (!hint || hint.options === 0) count.forced++;
      else {
        count.chosen++;
        chosenBySeat[seat] = (chosenBySeat[seat] ?? 0) + 1;
        if ((view.trick?.points ?? 0) === 0) count.chosenOnPointless++;
        else count.chosenOnPoints++;
      }
    } else count.plays++;
    const r = applyZhengFen(s, seat, action);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  const last = s.lastDeal?.last;
  if (last !== undefined && (turnsBySeat[last] ?? 0) > 0) lastSeatChosen.push((chosenBySeat[last] ?? 0) / (turnsBySeat[last] ?? 1));
}

lastSeatChosen.sort((a, b) => a - b);
const pct = (n: number) => Math.round((1000 * n) / Math.max(1, count.turns)) / 10;
console.log(JSON.stringify({
  deals,
  turns: count.turns,
  plays: count.plays,
  passes: count.passes,
  passesPct: pct(count.passes),
  forcedPct: pct(count.forced),
  chosenPct: pct(count.chosen),
  chosenOnPointlessTrick: count.chosenOnPointless,
  chosenOnTrickWithPoints: count.chosenOnPoints,
  lastSeatChosenPassShare: { median: lastSeatChosen[Math.floor(lastSeatChosen.length / 2)] ?? null, p90: lastSeatChosen[Math.floor(lastSeatChosen.length * 0.9)] ?? null },
}, null, 2));
