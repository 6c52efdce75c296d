import { playHand } from "./arena";
import type { PresetName } from "../src/engine";
const game = (process.argv[2] ?? "zpy-80") as PresetName;
const players = Number(process.argv[3] ?? 6);
const N = Number(process.argv[4] ?? 100);
const stats: Record<string, { n: number; makerWins: number; catcherPts: number; levels: number }> = {};
let friendsSame = 0, friendsTotal = 0;
for (let i = 0; i < N; i++) {
  for (const firstOn of [0, 1]) {
    const { state } = playHand(game, `diag-${i}`, players, (s) => (s % 2 === firstOn ? "strong" : "basic"));
    if (state.game !== "shengji") continue;
    const r = state.results[0]!;
    const lv = (s: number) => (s % 2 === firstOn ? "strong" : "basic");
    const key = `maker=${lv(r.maker)}`;
    const st = (stats[key] ??= { n: 0, makerWins: 0, catcherPts: 0, levels: 0 });
    st.n++;
    if (r.winner === "makers") st.makerWins++;
    st.catcherPts += r.catcherPoints;
    st.levels += r.winner === "makers" ? r.levels : -r.levels;
    for (const f of r.makers) if (f !== r.maker) { friendsTotal++; if (lv(f) === lv(r.maker)) friendsSame++; }
  }
}
for (const [k, v] of Object.entries(stats)) console.log(k, v.n, "makerWin", (v.makerWins / v.n).toFixed(2), "catcherPts", (v.catcherPts / v.n).toFixed(1), "makerLevels", (v.levels / v.n).toFixed(2));
console.log("friends same level as maker", friendsSame, "/", friendsTotal);
