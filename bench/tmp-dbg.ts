import { createGame, applyAction, legalActions, awaiting, type GameState } from "../src/engine";
import { arenaMove } from "../src/engine/bot-arena";
import { shengjiBotInput } from "../src/engine/bot-input";
import { knowledgeOf } from "../src/engine/shengji/strong/knowledge";
const [game, players, seed, firstOn, trickNo, seatNo] = ["zpy-80", 6, process.argv[2] ?? "diag-5", Number(process.argv[3] ?? 1), Number(process.argv[4] ?? 3), Number(process.argv[5] ?? 1)] as const;
let s: GameState = createGame(game, seed, players);
const lv = (seat: number) => (seat % 2 === firstOn ? "strong" : "basic") as const;
for (let i = 0; i < 5000; i++) {
  if (s.game !== "shengji") break;
  if (s.phase === "playing" && s.tricks.length === trickNo && s.trick && (s.trick.leader + s.trick.plays.length) % players === seatNo) break;
  let moved = false;
  for (let seat = 0; seat < players && !moved; seat++) {
    const a = arenaMove(s, seat, lv(seat), "k");
    if (a) { const r = applyAction(s, seat, a); if (!r.ok) throw new Error(r.error.message); s = r.state; moved = true; }
  }
  if (!moved) { const r = applyAction(s, "table", legalActions(s, "table")[0]); if (!r.ok) throw new Error("t"); s = r.state; }
}
if (s.game === "shengji") {
  console.log("hand", s.hands[seatNo]?.join(" "), "trick", JSON.stringify(s.trick));
  const k = knowledgeOf(shengjiBotInput(s, seatNo));
  console.log("side", k.side, "makerSide", k.makerSide, "after", k.after, "void", JSON.stringify(k.void));
  (globalThis as any).DEBUG = true;
  console.log(arenaMove(s, seatNo, "strong", "k"));
}
