/**
 * The seat relation on its own (src/server/seats/relation.ts), names
 * (src/server/seats/name-rules.ts) and when seats may change hands
 * (src/server/seats/hand-now.ts).
 */
import { describe, expect, it } from "vitest";
import { type GameState, applyAction, botAction, createGame, legalActions, viewFor } from "../../src/engine";
import { handNow } from "../../src/server/seats/hand-now";
import { cleanText, uniqueName } from "../../src/server/seats/name-rules";
import { emptySeat, kick, leave, reconnect, resize, seatInfo, seatOf, setBot, settled, sit } from "../../src/server/seats/relation";
import type { SeatRow } from "../../src/server/store/table-store";

const MID = { hand: 3, secret: true };
const BETWEEN = { hand: 3, secret: false };
const who = (tokenHash: string, more: Partial<Parameters<typeof sit>[2]> = {}) => ({ tokenHash, name: tokenHash, seated: null, heldBefore: null, banned: false, ...more });

function table(...rows: Partial<SeatRow>[]): SeatRow[] {
  return rows.map((r, seat) => ({ ...emptySeat(seat), ...r }));
}

describe("the seat relation", () => {
  it("a socket holds a seat only while its pair matches the row's epoch and holder", () => {
    const rows = table({ tokenHash: "a", epoch: 4 }, { bot: true, epoch: 2 });
    expect(seatOf(rows, { seat: 0, epoch: 4 })).toBe(0);
    expect(seatOf(rows, { seat: 0, epoch: 3 })).toBeNull();
    expect(seatOf(rows, { seat: 1, epoch: 2 })).toBeNull();
    expect(seatOf(rows, { seat: 7, epoch: 4 })).toBeNull();
    expect(seatOf(rows, null)).toBeNull();
  });

  it("newcomers sit in the lobby and between hands, never while a hand's cards are private", () => {
    const rows = table({}, { bot: true });
    expect(sit(rows, 0, who("n"), "lobby", null, 9)).toMatchObject({ ok: true, row: { tokenHash: "n", epoch: 9, late: false } });
    expect(sit(rows, 1, who("n"), "lobby", null, 9)).toMatchObject({ ok: false, refusal: { code: "seat-taken" } });
    expect(sit(rows, 1, who("n"), "playing", BETWEEN, 9)).toMatchObject({ ok: true, row: { tokenHash: "n", late: true } });
    expect(sit(rows, 1, who("n"), "playing", MID, 9)).toMatchObject({ ok: false, refusal: { code: "between-hands" } });
    expect(sit(rows, 5, who("n"), "lobby", null, 9)).toMatchObject({ ok: false, refusal: { code: "bad-seat" } });
  });

  it("nobody sits twice, and a banned socket sits nowhere", () => {
    const rows = table({ tokenHash: "a", epoch: 1 }, {});
    expect(sit(rows, 1, who("b", { seated: 0 }), "lobby", null, 2)).toMatchObject({ ok: false, refusal: { code: "seated" } });
    expect(sit(rows, 1, who("b", { banned: true }), "lobby", null, 2)).toMatchObject({ ok: false, refusal: { code: "banned" } });
  });

  it("a holder who leaves mid-hand keeps the seat to come back to until the hand ends; a bot plays it meanwhile", () => {
    const rows = table({ tokenHash: "a", epoch: 1 }, { bot: true });
    const left = leave(rows[0] as SeatRow, "playing", MID, 2);
    expect(left).toMatchObject({ tokenHash: "a", leftHand: 3, epoch: 2 });
    const after = [left, rows[1] as SeatRow];
    expect(seatOf(after, { seat: 0, epoch: 1 })).toBeNull();
    // Someone else: refused. The same socket: back, under its new token.
    expect(sit(after, 0, who("x"), "playing", MID, 3)).toMatchObject({ ok: false });
    expect(sit(after, 0, who("a2", { heldBefore: "a" }), "playing", MID, 3)).toMatchObject({ ok: true, row: { tokenHash: "a2", leftHand: null, epoch: 3 } });
    // With the token on a new socket: back as well.
    expect(reconnect(after, "a", "playing", MID, 3)).toMatchObject({ ok: true, row: { seat: 0, leftHand: null } });
    // Once the hand is over, the seat is a bot's: the old token holds nothing, and anyone may sit.
    expect(settled(left, "playing", { hand: 4, secret: true })).toMatchObject({ tokenHash: null, bot: true });
    expect(reconnect(after, "a", "playing", { hand: 4, secret: true }, 3)).toMatchObject({ ok: false });
    expect(sit(after, 0, who("x"), "playing", { hand: 3, secret: false }, 3)).toMatchObject({ ok: true, row: { tokenHash: "x" } });
  });

  it("leaving before a game or between hands frees the seat at once", () => {
    const row = { ...emptySeat(0), tokenHash: "a", epoch: 1 };
    expect(leave(row, "lobby", null, 2)).toEqual(emptySeat(0, 2));
    expect(leave(row, "playing", BETWEEN, 2)).toMatchObject({ tokenHash: null, bot: true, epoch: 2 });
  });

  it("a kick frees the seat for good: a bot plays it during a game, and the token holds nothing", () => {
    const rows = table({ tokenHash: "a", epoch: 1 });
    const kicked = kick(rows[0] as SeatRow, "playing", 2);
    expect(kicked).toMatchObject({ tokenHash: null, bot: true, epoch: 2 });
    expect(reconnect([kicked], "a", "playing", MID, 3)).toMatchObject({ ok: false });
    expect(sit([kicked], 0, who("a2", { heldBefore: "a" }), "playing", MID, 3)).toMatchObject({ ok: false, refusal: { code: "between-hands" } });
  });

  it("a resize never drops a person, and a seat number that comes back holds nobody", () => {
    const rows = table({ tokenHash: "h", epoch: 1 }, {}, {}, {}, {}, { tokenHash: "p", epoch: 2 });
    expect(resize(rows, 4, "lobby", null)).toMatchObject({ ok: false, refusal: { code: "seat-taken" } });
    const freed = rows.map((r) => (r.seat === 5 ? kick(r, "lobby", 3) : r));
    const small = resize(freed, 4, "lobby", null);
    expect(small.ok).toBe(true);
    if (!small.ok) return;
    const big = resize(small.rows, 6, "lobby", null);
    expect(big.ok && big.rows[5]).toEqual(emptySeat(5));
    // The old claim on seat 5 (epoch 2) holds nothing.
    expect(big.ok && seatOf(big.rows, { seat: 5, epoch: 2 })).toBeNull();
  });

  it("bots: added to an empty seat; removed only before a game; never over a person", () => {
    const rows = table({ tokenHash: "a" }, {}, { bot: true });
    expect(setBot(rows[0] as SeatRow, true, "lobby", 5)).toMatchObject({ ok: false });
    expect(setBot(rows[1] as SeatRow, true, "lobby", 5)).toMatchObject({ ok: true, row: { bot: true, epoch: 5 } });
    expect(setBot(rows[2] as SeatRow, false, "playing", 5)).toMatchObject({ ok: false });
    expect(setBot(rows[2] as SeatRow, false, "lobby", 5)).toMatchObject({ ok: true, row: { bot: false } });
  });

  it("each seat says what plays it; a person named like a bot is still a person", () => {
    const rows = table({ tokenHash: "a", name: "Bot 2" }, { bot: true }, {}, { tokenHash: "b", name: "Mei", awaySince: 1_000 }, { tokenHash: "c", name: "Lu", leftHand: 0 });
    const info = seatInfo(rows, new Set([0]), 20_000, 5_000);
    expect(info.map((s) => s.state)).toEqual(["person", "bot", "empty", "away", "stand-in"]);
    expect(info[1]).toMatchObject({ name: "Bot 2", bot: true });
    expect(info[0]).toMatchObject({ name: "Bot 2", bot: false, state: "person" });
    expect(seatInfo(rows, new Set([0]), 20_000, 30_000)[3]?.state).toBe("stand-in");
  });
});

describe("names", () => {
  it("cleans control, bidi and invisible characters, keeps joiners, trims and folds spaces", () => {
    expect(cleanText("\u202Eevil\u0000\u0007\u001b")).toBe("evil");
    expect(cleanText("  a\u200b b\t\tc\u2066 ")).toBe("a b c");
    expect(cleanText("👩\u200d💻")).toBe("👩\u200d💻");
    expect(cleanText("e\u0301")).toBe("é");
  });

  it("makes a name unique at the table, never a bot's, never empty", () => {
    expect(uniqueName("Mei", ["mei"], "Player 2")).toBe("Mei 2");
    expect(uniqueName("Mei", ["Mei", "Mei 2"], "Player 2")).toBe("Mei 3");
    expect(uniqueName("Bot 3", [], "Player 2")).toBe("Player 2");
    expect(uniqueName("\u202E\u0000", [], "Player 2")).toBe("Player 2");
    expect(uniqueName(null, ["Spectator"], "Spectator")).toBe("Spectator 2");
    const long = uniqueName("x".repeat(40), ["x".repeat(32)], "P");
    expect([...long].length).toBeLessThanOrEqual(32);
    expect(long.endsWith(" 2")).toBe(true);
  });
});

describe("when seats may change hands", () => {
  /** Plays a game with bots, noting each state's hand and whether its cards are private. */
  function walk(game: string, players: number, steps: number): { state: GameState; now: NonNullable<ReturnType<typeof handNow>> }[] {
    let s = createGame(game, `seats-${game}`, players);
    const out = [];
    for (let i = 0; i < steps; i++) {
      out.push({ state: s, now: handNow(s, "playing") as NonNullable<ReturnType<typeof handNow>> });
      let moved = false;
      for (let seat = 0; seat < players && !moved; seat++) {
        const a = botAction(viewFor(s, seat), seat);
        const step = a ? applyAction(s, seat, a) : null;
        if (step?.ok) {
          s = step.state;
          moved = true;
        }
      }
      if (!moved) {
        const t = legalActions(s, "table")[0];
        if (!t) break;
        const step = applyAction(s, "table", t.type === "draw" ? { type: "draw", count: 1000 } : t);
        if (!step.ok) break;
        s = step.state;
      }
    }
    return out;
  }

  it.each([
    ["shengji-online", 4],
    ["zpy-80", 6],
    ["zheng-fen", 3],
  ])("%s: private while cards are held, public between hands, and each hand has a boundary", (game, players) => {
    const states = walk(game, players, 1_500);
    const hands = new Set(states.map((x) => x.now.hand));
    expect(hands.size).toBeGreaterThan(1);
    // Every hand that was dealt had private cards (Zheng Fen counts deals from 1: before the first, nothing is dealt).
    for (const hand of hands) {
      const inHand = states.filter((x) => x.now.hand === hand);
      if (game === "zheng-fen" && hand === 0) expect(inHand.every((x) => !x.now.secret)).toBe(true);
      else expect(inHand.some((x) => x.now.secret), `hand ${hand}`).toBe(true);
    }
    // Whenever a seat holds a card a spectator cannot see, seats are locked.
    for (const { state, now } of states) {
      const own = Array.from({ length: players }, (_, seat) => viewFor(state, seat));
      const holds = own.some((v) => (v.game === "shengji" ? v.cards.length : (v.hand?.length ?? 0)) > 0);
      if (holds && (state.game === "shengji" ? ["dealing", "burying", "calling", "playing"].includes(state.phase) : state.phase === "play")) {
        expect(now.secret).toBe(true);
      }
    }
    // And between two hands there is a moment with nothing private.
    let sawBoundary = false;
    for (let i = 1; i < states.length; i++) {
      if ((states[i]?.now.hand ?? 0) !== (states[i - 1]?.now.hand ?? 0)) sawBoundary ||= states.slice(Math.max(0, i - 3), i + 1).some((x) => !x.now.secret);
    }
    expect(sawBoundary, "a boundary between hands").toBe(true);
    expect(handNow(states[0]?.state ?? null, "over")).toBeNull();
    expect(handNow(null, "playing")).toBeNull();
  });
});
