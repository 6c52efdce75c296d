/** The test tree's one bounded wait: it resolves with what held, and a wait that runs out says what it waited for and what it saw. */
import { describe, expect, it } from "vitest";
import { describeWait, until } from "./until";

describe("until", () => {
  it("resolves with the first truthy value, looking again until then", async () => {
    let looks = 0;
    const got = await until(() => (++looks >= 3 ? { looks } : null), "the third look", { timeoutMs: 5_000, everyMs: 1 });
    expect(got).toEqual({ looks: 3 });
  });

  it("runs out with what it waited for and the last state it saw", async () => {
    let version = 0;
    const waited = until(() => (version++, false), { for: "the deal to end", seen: () => `phase dealing, version ${version}` }, { timeoutMs: 50, everyMs: 5 });
    await expect(waited).rejects.toThrow(/^timed out after 50 ms waiting for the deal to end; last seen: phase dealing, version \d+$/);
    expect(version).toBeGreaterThan(2);
  });

  it("a plain bound in ms, and words that cannot be read say so instead of hiding the timeout", async () => {
    await expect(until(() => false, "nothing", 20)).rejects.toThrow("timed out after 20 ms waiting for nothing");
    expect(await describeWait({ for: "a page", seen: () => Promise.reject(new Error("page closed")) })).toBe("a page; last seen: (could not say: page closed)");
  });
});
