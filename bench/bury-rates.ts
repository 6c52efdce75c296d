/**
 * `npx tsx bench/bury-rates.ts [hands=60]`: what strong buries, the
 * provenance of the expert sampler's `KITTY_WEIGHT` (sample.ts). For each
 * game, hands played by strong at every seat; the maker's cards before it
 * buried (those it played in the tricks and those it buried) are counted
 * by kind, and each kind's rate of burial is given against a low side
 * card's (a kind strong buries as readily as a low side card has 1).
 */
import { codesOf } from "../src/engine/cards";
import { kittyKind } from "../src/engine/shengji/expert/sample";
import { tableOf } from "../src/engine/shengji/play";
import { playHand } from "./arena";

const arg = (name: string, fallback: string) => process.argv.slice(2).find((a) => a.startsWith(`${name}=`))?.split("=")[1] ?? fallback;
const HANDS = Number(arg("hands", "60"));
const GAMES = [
  ["tractor-classic", 4],
  ["zpy-80", 6],
  ["zpy-online", 5],
] as const;
const KINDS = ["trump", "ace", "points", "low"] as const;

const out: Record<string, unknown> = { hands: HANDS };
for (const [game, players] of GAMES) {
  const held: Record<string, number> = { trump: 0, ace: 0, points: 0, low: 0 };
  const buried: Record<string, number> = { trump: 0, ace: 0, points: 0, low: 0 };
  for (let h = 0; h < HANDS; h++) {
    const { state: s } = playHand(game, `bury-rates-${h}`, players, () => "strong");
    if (s.game !== "shengji" || s.maker === null) continue;
    const t = tableOf(s);
    const kind = (c: number) => kittyKind(t, c);
    const inKitty = codesOf(s.buried);
    const played = s.tricks.flatMap((tr) => tr.plays.filter((p) => p.seat === s.maker).flatMap((p) => codesOf(p.cards)));
    for (const c of [...played, ...inKitty]) held[kind(c)] = (held[kind(c)] as number) + 1;
    for (const c of inKitty) buried[kind(c)] = (buried[kind(c)] as number) + 1;
  }
  const rate = (k: string) => (buried[k] as number) / Math.max(1, held[k] as number);
  out[game] = { held, buried, weight: Object.fromEntries(KINDS.map((k) => [k, Math.round((rate(k) / rate("low")) * 1000) / 1000])) };
}
process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
