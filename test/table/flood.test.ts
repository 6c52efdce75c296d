/**
 * Flood control (src/server/flood.ts) on an injected clock: a socket that
 * keeps sending faster than its rate is closed whatever pace the table
 * reads its frames at, and a person who sends bursts and then rests is
 * never closed.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FLOOD, type Flood, admit, floodRate, newFlood } from "../../src/server/flood";

const RATE = floodRate(undefined);
const T0 = 1_700_000_000_000;

/** Frames read every `gapMs` from T0: the verdicts until the first close (or all). */
function run(frames: number, gapMs: number, start: Flood = newFlood(RATE, T0)): { verdicts: string[]; flood: Flood } {
  let flood = start;
  const verdicts: string[] = [];
  for (let i = 0; i < frames; i++) {
    const r = admit(flood, RATE, T0 + i * gapMs);
    flood = r.flood;
    verdicts.push(r.verdict);
    if (r.verdict === "close") break;
  }
  return { verdicts, flood };
}

describe("flood control", () => {
  it("a flood is closed whether the table reads it at a thousand frames a second or at thirty", () => {
    // Read at 1 ms apart (a quiet machine) and at 33 ms apart (a loaded one): both floods end in a close.
    for (const gap of [1, 10, 33]) {
      const { verdicts } = run(2000, gap);
      expect(verdicts.at(-1), `gap ${gap} ms`).toBe("close");
    }
  });

  it("frames read at the rate or slower are never refused", () => {
    const { verdicts } = run(600, 1000 / RATE.perSecond + 1);
    expect(verdicts.every((v) => v === "ok")).toBe(true);
  });

  it("bursts with rests between them are refused at worst, never closed (property)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ burst: fc.integer({ min: 1, max: FLOOD.closeAfter + RATE.burst - 1 }), gapMs: fc.integer({ min: 0, max: 20 }) }), { minLength: 1, maxLength: 20 }),
        (bursts) => {
          let flood = newFlood(RATE, T0);
          let now = T0;
          for (const b of bursts) {
            for (let i = 0; i < b.burst; i++) {
              const r = admit(flood, RATE, now);
              expect(r.verdict).not.toBe("close");
              flood = r.flood;
              now += b.gapMs;
            }
            // A rest long enough to fill the bucket again.
            now += (RATE.burst / RATE.perSecond) * 1000;
          }
        },
      ),
    );
  });
});
