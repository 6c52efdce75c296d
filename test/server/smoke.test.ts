import { describe, expect, it } from "vitest";
import { playAsBot } from "../../src/client";
import { hostWithBots } from "./support";

describe("smoke", () => {
  it("a host and bots play a whole Zheng Fen game", async () => {
    const { host } = await hostWithBots("zheng-fen", 3);
    host.on("error", (e) => console.log("ERROR", JSON.stringify(e)));
    const stop = playAsBot(host);
    host.start();
    try {
      await host.waitFor((c) => c.table?.phase === "over", 20_000);
    } catch (e) {
      const v = host.view as any;
      console.log("STUCK", host.version, v?.phase, "turn", v?.turn, "you", host.you, JSON.stringify(v?.trick)?.slice(0, 300), JSON.stringify(host.table?.seats));
      throw e;
    }
    stop();
    expect(host.view?.game).toBe("zheng-fen");
    host.close();
  }, 90_000);
});
