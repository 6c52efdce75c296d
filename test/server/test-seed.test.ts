/**
 * A test's seed (docs/PROTOCOL.md, POST /api/tables): a table made with
 * `seed` deals from it, so a test arranges the cards it needs; only a Worker
 * whose environment has TEST_SEEDS (the test harness's: this pool's
 * bindings, wrangler dev's `--var`) takes one. Without it the seed is
 * refused and nothing is made, and wrangler.toml (what a deploy runs) never
 * sets it: a deployed table's deck stays unpredictable.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { ZhengFenView } from "../../src/engine";
import { makeApp } from "../../src/server/worker/app";
import wranglerToml from "../../wrangler.toml?raw";
import { dealt } from "../support/deals";
import { FAST, connect, createTable } from "./support";

/** The host's hand, seat 0 at a 3-seat Zheng Fen table with bots, as the first deal gives it. */
async function firstHand(body: Record<string, unknown>): Promise<readonly string[]> {
  const t = await createTable({ game: "zheng-fen", players: 3, settings: { ...FAST, turnSeconds: 0 }, ...body });
  const host = await connect(t.tableId, { hostToken: t.hostToken, name: "Host" });
  host.sit(0);
  await host.waitFor((c) => c.you === 0);
  host.bot(1);
  host.bot(2);
  await host.waitFor((c) => c.table?.seats.every((s) => s.seat === 0 || s.bot) ?? false);
  host.start();
  // The host never plays: its hand stays as dealt.
  await host.waitFor((c) => ((c.view as ZhengFenView | null)?.hand?.length ?? 0) > 0, 10_000, "the host's hand dealt");
  const hand = [...((host.view as ZhengFenView).hand ?? [])];
  host.close();
  return hand;
}

describe("a test's seed", () => {
  it("the test harness's Worker takes it: the table deals from it, the same cards every time", async () => {
    expect(env.TEST_SEEDS).toBe("on");
    const a = await firstHand({ seed: "test:seeded-deal" });
    const b = await firstHand({ seed: "test:seeded-deal" });
    expect(a).toEqual(b);
    // The engine's own deal of that seed: the seed is the game's secret itself.
    const state = dealt("zheng-fen", 3, "test:seeded-deal");
    expect(state.game === "zheng-fen" ? [...(state.hands[0] ?? [])] : null).toEqual(a);
    // Another seed deals other cards; no seed, the table's own secret.
    expect(await firstHand({ seed: "test:another-deal" })).not.toEqual(a);
    expect(await firstHand({})).not.toEqual(a);
  });

  it("without TEST_SEEDS a seed is refused, naming the field, and no table is made", async () => {
    const id = "k3x9qm2rthw8vfpz5c7q";
    const app = makeApp({ newTableId: () => id });
    const { TEST_SEEDS: _on, ...deployed } = env;
    const res = await app.request("/api/tables", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ game: "zheng-fen", players: 3, seed: "test:seeded-deal" }) }, deployed);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: "bad-request", field: "seed" } });
    expect((await app.request(`/api/tables/${id}`, {}, deployed)).status).toBe(404);
    // The same request without a seed is a table as ever.
    const made = await app.request("/api/tables", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ game: "zheng-fen", players: 3 }) }, deployed);
    expect(made.status).toBe(201);
  });

  it("wrangler.toml, what a deploy runs, never sets TEST_SEEDS", () => {
    expect(wranglerToml).toContain('name = "pengyou"');
    expect(wranglerToml).not.toMatch(/TEST_SEEDS/);
  });
});
