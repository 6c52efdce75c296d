import { playHand } from "./arena";
import type { PresetName } from "../src/engine";
import type { ArenaLevel } from "../src/engine/bot-arena";
const game = (process.argv[2] ?? "zpy-80") as PresetName;
const players = Number(process.argv[3] ?? 6);
const N = Number(process.argv[4] ?? 100);
// maker-side level vs catcher-side level: run with makers all one level? Not controllable; instead uniform tables.
for (const lv of ["basic", "strong"] as ArenaLevel[]) {
  let makerWins = 0, pts = 0, n = 0, lvls = 0;
  for (let i = 0; i < N; i++) {
    const { state } = playHand(game, `diag-${i}`, players, () => lv);
    if (state.game !== "shengji") continue;
    const r = state.results[0]!;
    n++; if (r.winner === "makers") makerWins++; pts += r.catcherPoints; lvls += r.winner === "makers" ? r.levels : -r.levels;
  }
  console.log(lv, "all: makerWin", (makerWins / n).toFixed(2), "catcherPts", (pts / n).toFixed(1), "makerLevels", (lvls/n).toFixed(2));
}
