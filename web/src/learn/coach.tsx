/**
 * The guided hand's coach, above the hand: at each stage what it says (the
 * lesson's introduction; what the bots did meanwhile and what to play now;
 * what that play did; how the hand ended) and the buttons to go on (begin,
 * play the asked cards, call, pass, next, another lesson or a real table).
 */
import { useLayoutEffect, useRef, useState } from "preact/hooks";
import type { GameEvent, GameState } from "../../../src/engine";
import { lang } from "../i18n";
import { ask, cardsWord, ending, explain, intro, meanwhile } from "./explain";
import type { Lesson, Step } from "./lessons";
import type { StepResult } from "./run";
import { seatName } from "./lesson-seats";
import { w } from "./words";

export type Stage = { readonly kind: "intro" } | { readonly kind: "ask"; readonly i: number } | { readonly kind: "told"; readonly i: number; readonly r: StepResult } | { readonly kind: "end" };

/** The same cards, as multisets. */
function sameCards(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && [...a].sort().join() === [...b].sort().join();
}

export function Coach({ lesson, stage, s, between, chosen, want, onAct, onNext }: {
  readonly lesson: Lesson;
  readonly stage: Stage;
  /** The state the board shows. */
  readonly s: GameState;
  /** What the bots did since the learner's last step. */
  readonly between: readonly GameEvent[];
  /** The cards the learner has chosen, and those the step asks for. */
  readonly chosen: readonly string[];
  readonly want: readonly string[];
  readonly onAct: () => void;
  readonly onNext: () => void;
}) {
  const l = lang === "zh" ? "zh" : "en";
  const n = lesson.steps.length;
  const step = stage.kind === "ask" ? lesson.steps[stage.i] : undefined;
  let say: string;
  let buttons;
  if (stage.kind === "intro") {
    say = intro(lesson, l).text;
    buttons = <button type="button" class="primary big" data-action="learn-next" onClick={onNext}>{w("begin")}</button>;
  } else if (stage.kind === "ask" && step) {
    say = `${meanwhile(between, s, seatName, l)} ${ask(step, s, seatName, l)}`.trim();
    const kind = step.action.type;
    buttons = kind === "call" ? (
      <button type="button" class="primary big" data-action="call" onClick={onAct}>{w("call")}</button>
    ) : kind === "pass" ? (
      <button type="button" class="primary big" data-action="pass" onClick={onAct}>{lang === "zh" ? "不要" : "Pass"}</button>
    ) : (
      <>
        <button type="button" class="primary big" data-action="play" disabled={!sameCards(chosen, want)} onClick={onAct}>{lang === "zh" ? "出牌" : "Play"}</button>
        {sameCards(chosen, want) ? null : <span class="hint" data-hint="pick">{w("pickCards", { cards: cardsWord(want, l) })}</span>}
      </>
    );
  } else if (stage.kind === "told") {
    say = explain(lesson.steps[stage.i] as Step, stage.r, seatName, l);
    buttons = <button type="button" class="primary big" data-action="learn-next" onClick={onNext}>{stage.i + 1 < n ? w("next") : w("finish")}</button>;
  } else {
    // What the bots did after the last step too (a friend revealed then was never told).
    say = `${meanwhile(between, s, seatName, l)} ${ending(s, seatName, l)}`.trim();
    buttons = (
      <>
        <a class="button primary" href="/learn" data-action="learn-more">{w("another")}</a>{" "}
        <a class="button" href="/" data-action="real-table">{w("realTable")}</a>
      </>
    );
  }
  // Words longer than the room the hand leaves them scroll (app.css): marked until read to their end, so that a
  // learner on a short screen sees there is more ("The bots have…" once ended mid-sentence with no sign of it).
  const box = useRef<HTMLParagraphElement>(null);
  const [more, setMore] = useState(false);
  const measure = () => {
    const e = box.current;
    setMore(e !== null && e.scrollTop + e.clientHeight < e.scrollHeight - 2);
  };
  useLayoutEffect(() => {
    measure();
    window.addEventListener("resize", measure);
    return () => window.removeEventListener("resize", measure);
  }, [say]);
  return (
    <div class="panel coach" data-coach={stage.kind} role="status">
      <p class="coach-say" ref={box} data-more={more ? "1" : undefined} onScroll={measure}>{say}</p>
      <div class="buttons">{buttons}</div>
    </div>
  );
}
