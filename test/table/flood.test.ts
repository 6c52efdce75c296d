/**
 * Flood control as an outsider meets it (src/server/limits/flood.ts): frames that
 * arrive at the table at a given pace, on an injected clock. The table
 * reads frames at its own speed: on a loaded machine a flood sent all at
 * once reaches `admit` spread out, and tokens trickle back between two
 * refused frames. The flood must be closed whatever that speed; a person
 * who bursts and then rests, or keeps within the rate, never is.
 */
import { describe, expect, it } from "vitest";
import { FLOOD, type Flood, admit, floodRate, newFlood } from "../../src/server/limits/flood";

const rate = floodRate(undefined);

/** Feeds frames `gapMs` apart (after `restMs` of quiet) and returns what the table said to each, stopping at a close. */
function feed(count: number, gapMs: number, start: { f: Flood; now: number }, restMs = 0) {
  let { f, now } = start;
  now += restMs;
  const verdicts: string[] = [];
  for (let i = 0; i < count; i++) {
    const r = admit(f, rate, now);
    f = r.flood;
    verdicts.push(r.verdict);
    if (r.verdict === "close") break;
    now += gapMs;
  }
  return { verdicts, state: { f, now } };
}

const fresh = () => ({ f: newFlood(rate, 0), now: 0 });

describe("flood control", () => {
  // 1 ms: a quiet machine; 10 and 33 ms: a table reading 100 or 30 frames a second
  // (the old rule, which forgave on every accepted frame, never closed these).
  for (const gapMs of [1, 10, 33, 50]) {
    it(`a flood the table reads every ${gapMs} ms is refused, then closed`, () => {
      const { verdicts } = feed(100_000, gapMs, fresh());
      expect(verdicts.slice(0, FLOOD.burst).every((v) => v === "ok")).toBe(true);
      expect(verdicts).toContain("refuse");
      expect(verdicts.at(-1)).toBe("close");
      // Closed after exactly `closeAfter` refusals, whatever the pace.
      expect(verdicts.filter((v) => v === "refuse").length).toBe(FLOOD.closeAfter - 1);
    });
  }

  it("a socket that keeps within the rate is never refused", () => {
    // 14 frames a second for ten minutes.
    const { verdicts } = feed(14 * 600, 1000 / 14, fresh());
    expect(verdicts.every((v) => v === "ok")).toBe(true);
  });

  it("bursts beyond the bucket, each followed by a rest, are refused in part but never closed", () => {
    let s = fresh();
    for (let round = 0; round < 50; round++) {
      // 50 frames at once: 30 pass, 20 are refused (fewer than `closeAfter`, but 1,000 over the rounds).
      const r = feed(50, 1, s, round === 0 ? 0 : (rate.burst / rate.perSecond) * 1000);
      expect(r.verdicts.filter((v) => v === "refuse").length).toBeGreaterThan(0);
      expect(r.verdicts).not.toContain("close");
      s = r.state;
    }
  });

  it("a short rest does not forgive: a sender that keeps above the rate in bursts is closed", () => {
    let s = fresh();
    let closed = false;
    // 40 frames at once every second: 15 a second come back, 25 are refused each time.
    for (let round = 0; round < 10 && !closed; round++) {
      const r = feed(40, 1, s, round === 0 ? 0 : 1000);
      closed = r.verdicts.includes("close");
      s = r.state;
    }
    expect(closed).toBe(true);
  });
});
