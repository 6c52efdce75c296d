/**
 * The guided hands of /learn (web/src/learn): each lesson plays through on
 * the engine from its seed to the end of the hand, every step comes at the
 * moment it says, its play is legal, it is the kind of play it teaches, and
 * what its explanation claims (the learner wins the trick or not, a friend
 * revealed) is what the engine did.
 */
import { describe, expect, it } from "vitest";
import { type GameEvent, applyAction } from "../../src/engine";
import { LESSONS, LESSON_IDS, LEARNER, type Step } from "../../web/src/learn/lessons";
import { finishHand, handOver, outcomeOf, runTo, skillProblem, startLesson, takeStep } from "../../web/src/learn/run";
import { ask, ending, explain, intro, meanwhile } from "../../web/src/learn/explain";

const TAUGHT = {
  tractor: ["pair", "tractor", "follow", "trump", "throw"],
  "zhao-pengyou": ["call", "pair", "follow", "trump"],
  "zheng-fen": ["run", "special", "pass"],
} as const;

describe("guided hands", () => {
  for (const id of LESSON_IDS) {
    it(`${id}: every step is legal, comes when it says and teaches what it says; the hand then finishes`, () => {
      const lesson = LESSONS[id];
      expect(lesson.steps.map((s) => s.skill).sort()).toEqual([...TAUGHT[id]].sort());
      let m = startLesson(lesson);
      for (const step of lesson.steps) {
        m = runTo(m, step.at);
        expect(applyAction(m.state, LEARNER, step.action).ok, `${step.skill} is legal`).toBe(true);
        const r = takeStep(m, step);
        expect(skillProblem(step, r), step.skill).toBeNull();
        // The words name the winner the engine chose and the points it took.
        const o = outcomeOf(r);
        const told = explain(step, r, (seat) => `Seat${seat}`, "en");
        if (o.winner !== null) {
          expect(told).toContain(o.winner === LEARNER ? "You" : `Seat${o.winner}`);
          expect(told).toContain(String(o.points));
        }
        m = r.after;
      }
      m = finishHand(m);
      expect(handOver(m)).toBe(true);
    });
  }

  it("each opening says how many plays the learner makes, in both languages", () => {
    const EN = ["", "one", "two", "three", "four", "five", "six"];
    const ZH = ["", "一", "两", "三", "四", "五", "六"];
    for (const id of LESSON_IDS) {
      const plays = LESSONS[id].steps.filter((s) => s.skill !== "call").length;
      expect(intro(LESSONS[id], "en").text, id).toContain(`make ${EN[plays]} plays`);
      expect(intro(LESSONS[id], "zh").text, id).toMatch(new RegExp(`出${ZH[plays]}手牌`));
    }
    // Zhao Pengyou's opening says the maker calls two cards: the lesson's call names two.
    const call = LESSONS["zhao-pengyou"].steps.find((s) => s.skill === "call")?.action;
    expect(call?.type === "call" ? call.friends.length : 0).toBe(2);
    expect(intro(LESSONS["zhao-pengyou"], "en").text).toContain("calls two cards");
  });

  it("a step that claims the wrong outcome is caught", () => {
    const lesson = LESSONS.tractor;
    const step = lesson.steps[0] as Step;
    const m = runTo(startLesson(lesson), step.at);
    const r = takeStep(m, step);
    expect(skillProblem({ ...step, wins: !step.wins }, r)).toMatch(/winner/);
    // The same cards are no tractor.
    expect(skillProblem({ ...step, skill: "tractor" }, r)).toMatch(/tractor/);
  });

  it("a step at the wrong moment is refused, not played somewhere else", () => {
    const lesson = LESSONS["zheng-fen"];
    const step = lesson.steps[0] as Step;
    expect(() => runTo(startLesson(lesson), step.at + 1)).toThrow(/learner's move|ended/);
  });

  /** Everything the coach says through a lesson, stage by stage, in `lang`, with every event of the hand. */
  function coachThrough(id: (typeof LESSON_IDS)[number], lang: "en" | "zh") {
    const lesson = LESSONS[id];
    const name = (seat: number) => (seat === LEARNER ? (lang === "zh" ? "你" : "You") : `Bot ${seat}`);
    const said: { text: string; events: readonly GameEvent[] }[] = [];
    let m = startLesson(lesson);
    for (const step of lesson.steps) {
      const between: GameEvent[] = [];
      m = runTo(m, step.at, between);
      said.push({ text: `${meanwhile(between, m.state, name, lang)} ${ask(step, m.state, name, lang)}`, events: between });
      const r = takeStep(m, step);
      said.push({ text: explain(step, r, name, lang), events: r.events });
      m = r.after;
    }
    const rest: GameEvent[] = [];
    m = finishHand(m, rest);
    said.push({ text: `${meanwhile(rest, m.state, name, lang)} ${ending(m.state, name, lang)}`, events: rest });
    return { said, name };
  }

  it("every friend revealed is told when it happens, the maker playing a card they called too (issue 57, item 5)", () => {
    for (const lang of ["en", "zh"] as const) {
      const { said, name } = coachThrough("zhao-pengyou", lang);
      let friends = 0;
      for (const { text, events } of said) {
        for (const e of events) {
          if (e.type !== "friend") continue;
          friends++;
          // RULES.md, Friends: "a called card can be played by the maker …: the team is then smaller".
          const words = e.seat === LEARNER ? (lang === "zh" ? /你自己打出了叫的.+少一个人/ : /You played the .+ yourself, a card you called: .+a player smaller/) : new RegExp(`${name(e.seat)} ?打出了叫的|${name(e.seat)} played the`);
          expect(text, `${lang}: the reveal of seat ${e.seat}`).toMatch(words);
        }
      }
      // This lesson's hand has both: the learner plays the second ♣A it called, Bot 1 the first ♠A after the last step.
      expect(friends).toBe(2);
    }
  });

  it("a lead taken with trumps is told, a partner's as the side's own (issue 57, item 5)", () => {
    const { said } = coachThrough("tractor", "en");
    const throwTold = said.find((x) => x.text.startsWith("Nobody held higher cards"))?.text ?? "";
    // Tractor lesson, step 3: the throw stands, then the partner (seat 2), out of spades, trumps it.
    expect(throwTold).toMatch(/Bot 2, out of spades, trumped it: your partner, so the points are your side's/);
    const zh = coachThrough("tractor", "zh").said.find((x) => x.text.includes("甩牌成功"))?.text ?? "";
    expect(zh).toMatch(/Bot 2 ?没有黑桃了，用主牌毙了：是你的对家/);
  });
});
