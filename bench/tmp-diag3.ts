import { playHand } from "./arena";
import type { PresetName } from "../src/engine";
const game = (process.argv[2] ?? "zpy-80") as PresetName;
const players = Number(process.argv[3] ?? 6);
const N = Number(process.argv[4] ?? 100);
const g: Record<string, { n: number; diff: number; mw: number; friendsS: number }> = {};
for (let i = 0; i < N; i++) {
  for (const firstOn of [0, 1]) {
    const { state } = playHand(game, `diag-${i}`, players, (s) => (s % 2 === firstOn ? "strong" : "basic"));
    if (state.game !== "shengji") continue;
    const r = state.results[0]!;
    const isX = (s: number) => s % 2 === firstOn;
    let d = 0;
    r.after.forEach((a, s) => { const gain = a.level - r.before[s]!.level; d += isX(s) ? gain : -gain; });
    const key = `maker=${isX(r.maker) ? "S" : "b"} makersStrong=${r.makers.filter(isX).length}/${r.makers.length}`;
    const e = (g[key] ??= { n: 0, diff: 0, mw: 0, friendsS: 0 });
    e.n++; e.diff += d; if (r.winner === "makers") e.mw++;
  }
}
for (const [k, v] of Object.entries(g).sort()) console.log(k, "n", v.n, "X-Y gain/play", (v.diff / v.n).toFixed(2), "makerWin", (v.mw / v.n).toFixed(2));
