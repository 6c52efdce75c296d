/** The replay's controls: a slider over the hand's steps, and first, trick back, step back, step on, trick on, last. */
import { w } from "./replay-words";

export function StepControls({ i, n, go, jump }: {
  readonly i: number;
  readonly n: number;
  /** To step `to` (0..n). */
  readonly go: (to: number) => void;
  /** To the next (1) or previous (-1) step that completes a trick. */
  readonly jump: (dir: 1 | -1) => void;
}) {
  return (
    <div class="dock replay-controls">
      <input type="range" min={0} max={n} value={i} aria-label={w("step", { i, n })} onInput={(e) => go(Number((e.target as HTMLInputElement).value))} />
      <div class="buttons">
        <button type="button" onClick={() => go(0)}>{w("first")}</button>
        <button type="button" data-action="prev-trick" onClick={() => jump(-1)}>« {w("prevTrick")}</button>
        <button type="button" onClick={() => go(Math.max(0, i - 1))}>‹ {w("prev")}</button>
        <button type="button" onClick={() => go(Math.min(n, i + 1))}>{w("next")} ›</button>
        <button type="button" data-action="next-trick" onClick={() => jump(1)}>{w("nextTrick")} »</button>
        <button type="button" onClick={() => go(n)}>{w("last")}</button>
      </div>
    </div>
  );
}
