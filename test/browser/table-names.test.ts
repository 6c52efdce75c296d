/**
 * The names a table gives by itself are in the reader's language
 * (web/src/table/names.ts): a Chinese page showed a seat taken with Play now
 * and no name as "Player 1" beside "机器人 2", and a spectator's chat line
 * as "Spectator". So are the engine's level names ("Joker", under joker
 * laps). A name someone chose stays as they wrote it.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { PRESET_RULES } from "../../src/engine/presets";
import { levelName } from "../../src/engine/shengji/levels";
import { pretendChinesePage } from "./zh-page";

let names: typeof import("../../web/src/table/names");
let setLang: (l: "en" | "zh") => void;
beforeAll(async () => {
  pretendChinesePage();
  names = await import("../../web/src/table/names");
  setLang = (await import("../../web/src/i18n")).setLang;
});

describe("a seat's name as shown", () => {
  it("in Chinese: the table's own names translated, a chosen name kept", () => {
    setLang("zh");
    expect(names.displayName("Player 1", false, 0)).toBe("玩家 1");
    expect(names.displayName("Bot 3", true, 2)).toBe("机器人 3");
    expect(names.displayName(null, false, 4)).toBe("座位 5");
    expect(names.displayName("Mei", false, 0)).toBe("Mei");
    expect(names.displayName("Player One", false, 0)).toBe("Player One");
    // A bot is never "Player n", nor a person "Bot n": each pattern belongs to its kind of seat.
    expect(names.displayName("Bot 3", false, 2)).toBe("Bot 3");
  });

  it("in Chinese: the Joker level of joker laps (000: after Ace comes a Joker level, then 2+, 3+ …), as the engine names it", () => {
    setLang("zh");
    const rules = { ...PRESET_RULES["tractor-classic"], gameEnd: "joker-laps" as const, laps: 2 };
    const all = Array.from({ length: 30 }, (_, step) => levelName(rules, step));
    const joker = all.findIndex((n) => n.startsWith("Joker"));
    expect(joker).toBeGreaterThan(0);
    expect(names.levelText(levelName(rules, joker))).toBe("王");
    expect(names.levelText(levelName(rules, joker + 14))).toBe("王+");
    expect(names.levelText(levelName(rules, 0))).toBe("2");
    expect(names.levelText(levelName(rules, 999))).not.toMatch(/[A-Za-z]/);
    expect(names.trumpLabel({ rank: null, suit: null })).toBe("王");
  });

  it("in Chinese: a spectator's name on a chat line, as the server gives it (src/protocol/display-names.ts)", async () => {
    setLang("zh");
    const { SPECTATOR_NAME } = await import("../../src/protocol/display-names");
    expect(names.watcherName(SPECTATOR_NAME)).toBe("旁观者");
    expect(names.watcherName(`${SPECTATOR_NAME} 2`)).toBe("旁观者 2");
    expect(names.watcherName("Mei")).toBe("Mei");
    expect(names.watcherName("Spectators")).toBe("Spectators");
    // The seats' patterns are not a spectator's.
    expect(names.watcherName("Player 2")).toBe("Player 2");
  });

  it("the server's own names are the ones the client recognises", async () => {
    const { botName, playerName, givenName } = await import("../../src/protocol/display-names");
    expect(givenName(botName(2))).toEqual({ kind: "bot", n: "3" });
    expect(givenName(playerName(0))).toEqual({ kind: "player", n: "1" });
    expect(givenName("Player")).toBeNull();
    expect(givenName("Bot 3 ")).toBeNull();
    expect(givenName("Playe 1")).toBeNull();
  });

  it("in English: as stored", () => {
    setLang("en");
    expect(names.displayName("Player 1", false, 0)).toBe("Player 1");
    expect(names.displayName("Bot 3", true, 2)).toBe("Bot 3");
    expect(names.watcherName("Spectator 2")).toBe("Spectator 2");
  });
});
