import { playHand } from "./arena";
import type { PresetName } from "../src/engine";
const game = (process.argv[2] ?? "zpy-80") as PresetName;
const players = Number(process.argv[3] ?? 6);
const seed = process.argv[4] ?? "diag-1";
const firstOn = Number(process.argv[5] ?? 0);
const { state } = playHand(game, seed, players, (s) => (s % 2 === firstOn ? "strong" : "basic"));
if (state.game === "shengji") {
  const r = state.results[0]!;
  const lv = (s: number) => `${s}${s % 2 === firstOn ? "S" : "b"}`;
  console.log("trump", JSON.stringify(r.trump), "maker", lv(r.maker), "makers", r.makers.map(lv).join(","), "buried", r.buried.join(" "));
  console.log("bids", state.bids.map((b) => `${lv(b.seat)}:${b.count}x${b.card}`).join(" "), "calls", state.calls.map((c) => `${c.ordinal}#${c.card}->${c.by}`).join(" "));
  for (const t of state.tricks) console.log(t.plays.map((p) => `${lv(p.seat)}[${p.cards.join(" ")}]`).join(" "), "->", lv(t.winner!), t.points, t.attempted ? `attempted ${t.attempted.join(" ")}` : "");
  console.log("catcherPts", r.catcherPoints, "winner", r.winner, r.levels, "kitty", r.kittyPoints);
}
