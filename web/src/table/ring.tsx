/**
 * Seats around an oval table, the viewer at the bottom. Seats are numbered
 * in play order; `direction` says which way that goes round the table, so
 * the next player sits to the right (anticlockwise play) or to the left
 * (clockwise). Each seat has a chip on the rim and, nearer the middle, the
 * cards it put on the current trick.
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

export function Ring({ players, bottom, direction, chip, play, center }: RingProps) {
  const seats = Array.from({ length: players }, (_, i) => i);
  return (
    <div class="ring" data-players={players}>
      <div class="felt" />
      {center ? <div class="ring-center">{center}</div> : null}
      {seats.map((s) => {
        // Chips stay inside the box (a narrow phone has no room past the rim); plays sit halfway to the middle.
        const p = seatPosition(s, bottom, players, direction, 0.37, 0.44);
        const q = seatPosition(s, bottom, players, direction, 0.2, 0.22);
        return (
          <div key={s}>
            <div class="chip-pos" style={{ left: `${p.x * 100}%`, top: `${p.y * 100}%` }}>{chip(s)}</div>
            <div class="play-pos" style={{ left: `${q.x * 100}%`, top: `${q.y * 100}%` }}>{play(s)}</div>
          </div>
        );
      })}
    </div>
  );
}
