/**
 * Each player's level (or score) across a game's completed hands: one line
 * per seat in a small inline SVG, no chart library. Point 0 is the start of
 * the game, point k the end of hand k.
 */
import type { HandRecord } from "../../../src/protocol/history";

const COLOURS = ["#ffd166", "#7bdff2", "#f78c6b", "#b8f2e6", "#c77dff", "#95d5b2", "#ff8fab", "#a0c4ff", "#fdffb6", "#e0e0e0", "#ffadad", "#9bf6ff"];

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

export function LevelChart({ series, names, title }: { readonly series: Series; readonly names: readonly string[]; readonly title: string }) {
  const w = 300;
  const h = 120;
  const pad = 10;
  const n = Math.max(1, (series.values[0]?.length ?? 1) - 1);
  const all = series.values.flat();
  const lo = Math.min(...all);
  // At least a few levels tall: one level up is a step, not a cliff.
  const hi = Math.max(lo + 4, ...all);
  const x = (k: number) => pad + ((w - 2 * pad) * k) / n;
  const y = (v: number) => h - pad - ((h - 2 * pad) * (v - lo)) / (hi - lo);
  return (
    <figure class="level-chart" data-chart="levels" data-points={n + 1}>
      <svg viewBox={`0 0 ${w} ${h}`} role="img" aria-label={title}>
        {Array.from({ length: n + 1 }, (_, k) => <line key={k} x1={x(k)} x2={x(k)} y1={pad} y2={h - pad} class="grid" />)}
        {series.values.map((vals, seat) => (
          <polyline key={seat} data-seat={seat} fill="none" stroke={COLOURS[seat % COLOURS.length]} stroke-width="2.5"
            points={vals.map((v, k) => `${x(k).toFixed(1)},${(y(v) + seat * 1.5 - series.values.length * 0.75).toFixed(1)}`).join(" ")}>
            <title>{names[seat]}: {vals.map((_, k) => series.label(seat, k)).join(" → ")}</title>
          </polyline>
        ))}
      </svg>
      <figcaption>
        {names.map((name, seat) => (
          <span key={seat} class="legend" data-seat={seat}>
            <i style={{ background: COLOURS[seat % COLOURS.length] }} />{name}: <b>{series.label(seat, n)}</b>
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
