/**
 * Seats around an oval table, the viewer at the bottom. Seats are numbered
 * in play order; `direction` says which way that goes round the table, so
 * the next player sits to the right (anticlockwise play) or to the left
 * (clockwise). Each seat is a chip on the rim with, on its inner side, the
 * cards it put on the current trick: the chip and its cards sit in one box,
 * so a play never covers its own seat's name, level or badge, and the side
 * seats hold to the screen's edges so a phone never cuts them off. Five or
 * six seats stand in two rows of three (the side seats in the corners, their
 * cards toward the middle), and four or five to a side stand evenly apart
 * (`sideTops`), so that no seat stands on another however short the table
 * is; each play is kept to its seat's share of the table's width
 * (app.css). What the table says in words (dealing, whose turn, points in
 * the trick) goes in a line under the table, where no seat can cover it.
 */
import type { ComponentChildren } from "preact";

export interface RingProps {
  readonly players: number;
  /** The seat at the bottom (the viewer's, or 0 for a spectator). */
  readonly bottom: number;
  readonly direction: "anticlockwise" | "clockwise";
  readonly chip: (seat: number) => ComponentChildren;
  readonly play: (seat: number) => ComponentChildren;
  readonly center?: ComponentChildren;
  /** Which seat won the trick just completed: its cards sweep toward it (motion). */
  readonly sweepTo?: number | null;
}

/** Where seat `seat` sits, as fractions of the table's box (0..1). */
export function seatPosition(
  seat: number, bottom: number, players: number, direction: RingProps["direction"], rx: number, ry: number,
): { x: number; y: number } {
  const r = (seat - bottom + players) % players;
  const turn = (2 * Math.PI * r) / players;
  // Screen angles: π/2 is straight down. Anticlockwise play goes to the right first.
  const a = Math.PI / 2 + (direction === "anticlockwise" ? -turn : turn);
  return { x: 0.5 + rx * Math.cos(a), y: 0.5 + ry * Math.sin(a) };
}

export type Side = "l" | "r" | "t" | "b";

/** The edge a seat holds to: left and right seats to the sides, the others to the top or the bottom. */
export function sideOf(p: { x: number; y: number }): Side {
  if (p.x < 0.3) return "l";
  if (p.x > 0.7) return "r";
  return p.y < 0.5 ? "t" : "b";
}

/**
 * Where each left or right seat stands down its side (a CSS `top`). On the
 * rim, with four or more seats to a side (eleven or twelve players), the
 * lowest two come within a chip's height of each other on a phone, so then a
 * side's seats stand evenly apart from half a chip below the table's top to
 * half a chip above its foot, in the same order.
 */
export function sideTops(bottom: number, players: number, direction: RingProps["direction"]): Map<number, string> {
  const out = new Map<number, string>();
  for (const side of ["l", "r"] as const) {
    const seats = Array.from({ length: players }, (_, s) => ({ s, p: seatPosition(s, bottom, players, direction, 0.5, 0.5) }))
      .filter(({ p }) => sideOf(p) === side)
      .sort((a, b) => a.p.y - b.p.y);
    const k = seats.length;
    seats.forEach(({ s, p }, j) => out.set(s, k >= 4 ? `calc(30px + (100% - 60px) * ${j / (k - 1)})` : `${Math.max(0.16, Math.min(0.84, p.y)) * 100}%`));
  }
  return out;
}

export function Ring({ players, bottom, direction, chip, play, center, sweepTo }: RingProps) {
  const seats = Array.from({ length: players }, (_, i) => i);
  const tops = sideTops(bottom, players, direction);
  const sweep = sweepTo === null || sweepTo === undefined ? null : sideOf(seatPosition(sweepTo, bottom, players, direction, 0.5, 0.5));
  return (
    <>
      <div class="ring" data-players={players} {...(sweep ? { "data-sweep": sweep } : {})}>
        <div class="felt" />
        {seats.map((s) => {
          const p = seatPosition(s, bottom, players, direction, 0.5, 0.5);
          const side = sideOf(p);
          // Five or six seats: a side seat takes the corner of its half, in the row of the top or the bottom seat.
          if ((players === 5 || players === 6) && (side === "l" || side === "r")) {
            const row = p.y < 0.5 ? "t" : "b";
            return (
              <div key={s} class={`seat-pos ${row} c${side}`} data-side={row}>
                {chip(s)}
                <div class="play-slot">{play(s)}</div>
              </div>
            );
          }
          const at = tops.get(s) ?? "50%";
          const style = side === "l" || side === "r" ? { top: at } : { left: `${p.x * 100}%` };
          return (
            <div key={s} class={`seat-pos ${side}`} style={style} data-side={side}>
              {chip(s)}
              <div class="play-slot">{play(s)}</div>
            </div>
          );
        })}
      </div>
      {center ? <div class="ring-note">{center}</div> : null}
    </>
  );
}
