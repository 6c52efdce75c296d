/**
 * The benchmarks time a move from sending it to the moment the last socket
 * holds a view of its version (bench/load.ts, `Stamps`). Its lookup by
 * bisection must give what a scan from the oldest would: the arrival of the
 * first view at that version or later.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Stamps } from "../../bench/load";

const frame = (version: number) => `{"type":"view","version":${version},"view":{}}`;

describe("bench stamps", () => {
  it("answers each version with the first view at it or later, among up to 256 kept, as a scan would", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 400 }), fc.array(fc.nat(), { minLength: 1, maxLength: 20 }), async (steps, asks) => {
        const s = new Stamps();
        const seen: [number, number][] = [];
        let version = 0;
        steps.forEach((step, i) => {
          version += step;
          s.frame(frame(version), i);
          seen.push([version, i]);
          // Stamps keeps the newest 128 to 256: ask only of what it still keeps.
          if (seen.length > 256) seen.splice(0, 128);
        });
        const oldest = (seen[0] as [number, number])[0];
        for (const ask of asks) {
          const v = oldest + (ask % (version - oldest + 1));
          const scan = (seen.find(([sv]) => sv >= v) as [number, number])[1];
          expect(await s.when(v, "test")).toBe(scan);
        }
      }),
    );
  });

  it("ignores what is not a newer view, and waits for a version not yet seen", async () => {
    const s = new Stamps();
    s.frame(frame(3), 10);
    s.frame(frame(2), 11);
    s.frame('{"type":"table"}', 12);
    expect(await s.when(1, "test")).toBe(10);
    const later = s.when(5, "test");
    s.frame(frame(4), 13);
    s.frame(frame(6), 14);
    expect(await later).toBe(14);
  });
});
