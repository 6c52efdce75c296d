/**
 * Each player's level (or score) across a game's completed hands: one line
 * per seat in a small inline SVG, no chart library, with its axes named: the
 * levels (or scores) reached up the side, the hands along the foot. Point 0
 * is the start of the game, point k the end of hand k.
 */
import type { HandRecord } from "../../../src/protocol/records";

/** One colour per seat, far apart from each other (CIE76 ΔE over 30 between any two) and from the felt. */
const COLOURS = ["#ffd166", "#4cc9f0", "#ff6b6b", "#b5e48c", "#c77dff", "#ff9f1c", "#f1f1f1", "#3a86ff", "#ff70a6", "#2ec4b6", "#a68a64", "#8d99ae"];

export interface Series {
  /** Values per seat: `values[seat][k]` after k hands. */
  readonly values: readonly (readonly number[])[];
  /** The label of a value (a level's name, a score). */
  readonly label: (seat: number, k: number) => string;
}

/** The seats' levels (Shengji) or running scores (Zheng Fen) after each completed hand. */
export function seriesOf(hands: readonly HandRecord[], players: number): Series | null {
  const first = hands[0];
  if (!first) return null;
  if (first.summary.game === "shengji") {
    const s0 = first.summary;
    const values = Array.from({ length: players }, (_, seat) => [
      s0.result.before[seat]?.level ?? 0,
      ...hands.map((h) => (h.summary.game === "shengji" ? (h.summary.result.after[seat]?.level ?? 0) : 0)),
    ]);
    const label = (seat: number, k: number) => {
      const h = hands[Math.max(0, k - 1)]?.summary;
      if (h?.game !== "shengji") return "";
      return (k === 0 ? h.levelsBefore[seat] : h.levelsAfter[seat]) ?? "";
    };
    return { values, label };
  }
  const values = Array.from({ length: players }, (_, seat) => [0, ...hands.map((h) => (h.summary.game === "zheng-fen" ? (h.summary.scores[seat] ?? 0) : 0))]);
  return { values, label: (seat, k) => String(values[seat]?.[k] ?? "") };
}

/** At most `max` of the values, evenly picked from the sorted distinct ones (the first and the last always). */
function thin(values: readonly number[], max: number): number[] {
  const all = [...new Set(values)].sort((a, b) => a - b);
  if (all.length <= max) return all;
  return Array.from({ length: max }, (_, i) => all[Math.round((i * (all.length - 1)) / (max - 1))] as number);
}

export function LevelChart({ series, names, title }: { readonly series: Series; readonly names: readonly string[]; readonly title: string }) {
  const w = 300;
  const h = 130;
  // Room for the levels' names at the left and the hands' numbers at the foot.
  const left = 30;
  const top = 8;
  const foot = 18;
  const n = Math.max(1, (series.values[0]?.length ?? 1) - 1);
  const all = series.values.flat();
  const lo = Math.min(...all);
  // At least a few levels tall: one level up is a step, not a cliff.
  const hi = Math.max(lo + 4, ...all);
  const x = (k: number) => left + ((w - left - 8) * k) / n;
  const y = (v: number) => h - foot - ((h - foot - top) * (v - lo)) / (hi - lo);
  // Each value reached, named as the series names it (a level's name, a score).
  const named = new Map<number, string>();
  // Short names only: "past the last level" (a game won) has no room at the side; the legend says it.
  series.values.forEach((vals, seat) => vals.forEach((v, k) => {
    const l = series.label(seat, k);
    if (l.length <= 5) named.set(v, l);
  }));
  const every = Math.ceil(n / 10);
  return (
    <figure class="level-chart" data-chart="levels" data-points={n + 1}>
      <figcaption class="chart-title">{title}</figcaption>
      <svg viewBox={`0 0 ${w} ${h}`} role="img" aria-label={title}>
        {Array.from({ length: n + 1 }, (_, k) => <line key={k} x1={x(k)} x2={x(k)} y1={top} y2={h - foot} class="grid" />)}
        <g data-axis="y">
          <line x1={left} x2={left} y1={top} y2={h - foot} class="axis" />
          {thin([...named.keys()], 6).map((v) => <text key={v} x={left - 4} y={y(v) + 3} text-anchor="end">{named.get(v)}</text>)}
        </g>
        <g data-axis="x">
          <line x1={left} x2={w - 8} y1={h - foot} y2={h - foot} class="axis" />
          {Array.from({ length: n }, (_, i) => i + 1).filter((k) => k % every === 0 || k === n).map((k) => <text key={k} x={x(k)} y={h - 5} text-anchor="middle">{k}</text>)}
        </g>
        {series.values.map((vals, seat) => (
          <polyline key={seat} data-seat={seat} fill="none" stroke={COLOURS[seat % COLOURS.length]} stroke-width="2.5"
            points={vals.map((v, k) => `${x(k).toFixed(1)},${(y(v) + seat * 1.5 - series.values.length * 0.75).toFixed(1)}`).join(" ")}>
            <title>{names[seat]}: {vals.map((_, k) => series.label(seat, k)).join(" → ")}</title>
          </polyline>
        ))}
      </svg>
      <div class="legends">
        {names.map((name, seat) => (
          <span key={seat} class="legend" data-seat={seat}>
            <i style={{ background: COLOURS[seat % COLOURS.length] }} />{name}: <b>{series.label(seat, n)}</b>
          </span>
        ))}
      </div>
    </figure>
  );
}
