/**
 * The review under a replayed hand: pick a seat (your own by default),
 * find where its points were lost (review-run.ts: workers in this browser,
 * a progress bar, cancel), then every decision of the seat with the move
 * made, the best move found and the points at stake; the costliest few
 * marked, with a reason. Any moment of the hand can be played again at a
 * practice table, the chosen seat as you and bots everywhere else.
 */
import { useEffect, useRef, useState } from "preact/hooks";
import { Api, ApiError, type GameRecord } from "../../../src/client/http";
import type { ReviewMove } from "../../../src/engine/client";
import { refusalText } from "../errors";
import { colon } from "../i18n";
import { savedName, setHostToken, setSeatToken } from "../storage";
import { cardLabel } from "../ui/card";
import { type Running, type SeatReview, cachedReview, keepReview, runReview } from "./review-run";
import { reasonWords, rt } from "./review-words";

type Status =
  | { readonly kind: "idle" }
  | { readonly kind: "running"; readonly share: number; readonly run: Running }
  | { readonly kind: "done"; readonly review: SeatReview }
  | { readonly kind: "stopped"; readonly message: string };

const cards = (cs: readonly string[]) => cs.map(cardLabel).join(" ");

export function moveText(m: ReviewMove): string {
  switch (m.type) {
    case "play":
      return cards(m.cards);
    case "bid":
      return `${rt("bidWord")} ${cards(m.cards)}`;
    case "bury":
      return cards(m.cards);
    case "call":
      return m.friends.map((f) => ("other" in f ? cardLabel(f.card) : `${cardLabel(f.card)} #${f.ordinal}`)).join(", ");
    case "pass":
      return rt("passWord");
    case "wait":
      return rt("waitWord");
    case "misdeal":
      return rt("misdealWord");
    default:
      return m.type;
  }
}

function label(d: SeatReview["decisions"][number], n: number): string {
  if (d.trick !== null) return rt("trickWord", { n: d.trick });
  if (d.made.type === "bid") return rt("bidWord");
  if (d.made.type === "bury") return rt("buryWord");
  if (d.made.type === "call") return rt("callWord");
  return rt("turnWord", { n });
}

const round = (x: number) => Math.round(x * 10) / 10;

/** Opens a practice table from this moment of the hand (step: actions already made), the seat as you. */
async function practice(game: GameRecord, hand: number, step: number, seat: number): Promise<void> {
  const name = savedName();
  const made = await new Api(location.origin).practice({ gameId: game.id, hand, step, seat, ...(name ? { name } : {}) });
  setSeatToken(made.tableId, made.seatToken);
  setHostToken(made.tableId, made.hostToken);
  location.assign(`/t/${made.tableId}`);
}

export interface ReviewPanelProps {
  readonly game: GameRecord;
  readonly hand: number;
  readonly step: number;
  readonly steps: number;
  /** The replay to this step (actions made), and the table into view unless `show` is false. */
  readonly goTo: (step: number, show?: boolean) => void;
  readonly name: (seat: number) => string;
  readonly seat: number;
  readonly setSeat: (seat: number) => void;
  /** Start at once (the page was opened to review). */
  readonly start: boolean;
}

export function ReviewPanel({ game, hand, step, steps, goTo, name, seat, setSeat, start }: ReviewPanelProps) {
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const [practising, setPractising] = useState<string | null>(null);
  const started = useRef(false);
  const current = useRef<Running | null>(null);
  // Whether the next review shown opens at its first loss: one asked for (the page opened to review, or run here).
  const opening = useRef(start);
  const run = () => {
    opening.current = true;
    const input = {
      setup: { preset: game.game, options: game.options },
      players: game.players.length,
      hands: game.hands.slice(0, hand + 1).map((h) => ({ key: h.key, actions: h.actions })),
      hand,
    };
    const running = runReview(input, seat, (share) => setStatus((s) => (s.kind === "running" ? { ...s, share } : s)));
    current.current = running;
    setStatus({ kind: "running", share: 0, run: running });
    running.done.then(
      (review) => {
        keepReview(game.id, review);
        if (current.current === running) setStatus({ kind: "done", review });
      },
      (e: unknown) => {
        const message = e instanceof Error && e.message === "cancelled" ? rt("cancelled") : rt("reviewFailed", { m: e instanceof Error ? e.message : String(e) });
        if (current.current === running) setStatus({ kind: "stopped", message });
      },
    );
  };
  useEffect(() => {
    const kept = cachedReview(game.id, hand, seat);
    setStatus(kept ? { kind: "done", review: kept } : { kind: "idle" });
    // Started at once only for the seat the page was opened on.
    if (!kept && start && !started.current) run();
    started.current = true;
    // Leaving the page (or this hand, or this seat) stops a review in progress.
    return () => {
      current.current?.cancel();
      current.current = null;
    };
  }, [game.id, hand, seat]);
  const playFrom = (at: number) => {
    setPractising(rt("practiceStarting"));
    practice(game, hand, at, seat).catch((e: unknown) =>
      setPractising(rt("practiceFailed", { m: e instanceof ApiError ? refusalText({ code: e.code, message: e.message }) : String(e) })),
    );
  };
  const review = status.kind === "done" ? status.review : null;
  // A review opens where it matters (issue 57, item 4: it opened at step 0, an empty felt, the list below the
  // fold): the replay at the first decision that lost points, and that decision's line of the list in view.
  useEffect(() => {
    if (!review || !opening.current) return;
    opening.current = false;
    const first = review.decisions.find((d) => d.cost > 0);
    if (!first) return;
    goTo(first.index, false);
    document.querySelector(`.review-list li[data-decision='${first.index}']`)?.scrollIntoView({ block: "center" });
  }, [review]);
  const others = game.players.map((_, s) => (s === seat ? null : cachedReview(game.id, hand, s))).flatMap((r) => (r ? [r] : []));
  return (
    <section class="review analysis" data-analysis={status.kind}>
      <h3>{rt("reviewHand")}</h3>
      <p class="review-seat">
        <label>
          {rt("reviewFor")}{" "}
          <select value={seat} data-review-seat onChange={(e) => setSeat(Number((e.target as HTMLSelectElement).value))} disabled={status.kind === "running"}>
            {game.players.map((_, s) => <option key={s} value={s}>{name(s)}</option>)}
          </select>
        </label>{" "}
        {status.kind === "running" ? (
          <button type="button" data-action="cancel-review" onClick={() => status.run.cancel()}>{rt("cancel")}</button>
        ) : review ? null : (
          <button type="button" class="primary" data-action="run-review" onClick={run}>{rt("reviewRun")}</button>
        )}
      </p>
      {status.kind === "running" ? (
        <p class="review-progress">
          <progress max={1} value={status.share} data-progress={Math.round(status.share * 100)} />{" "}
          <span class="muted">{rt("reviewRunning", { p: Math.round(status.share * 100) })}</span>
        </p>
      ) : null}
      {status.kind === "stopped" ? <p class="muted" data-review-stopped>{status.message}</p> : null}
      {review ? <Findings review={review} name={name} goTo={goTo} playFrom={playFrom} /> : <p class="muted small">{rt("reviewNote")}</p>}
      {others.map((r) => <p key={r.seat} class="review-lost" data-lost-seat={r.seat}>{rt("lostLine", { name: name(r.seat), p: round(r.lost) })}</p>)}
      <p class="practice">
        <button type="button" data-action="practice-here" disabled={step >= steps || practising === rt("practiceStarting")} onClick={() => playFrom(step)}>
          {rt("playAgainAs", { name: name(seat) })}
        </button>
        {practising ? <span class="muted" data-practice-status> {practising}</span> : null}
      </p>
    </section>
  );
}

function Findings({ review, name, goTo, playFrom }: { readonly review: SeatReview; readonly name: (seat: number) => string; readonly goTo: (step: number) => void; readonly playFrom: (step: number) => void }) {
  const a = review.actual;
  const levels = a.levels > 0 ? rt("levelsUp", { n: a.levels }) : a.levels < 0 ? rt("levelsDown", { n: -a.levels }) : "";
  return (
    <>
      <p class="review-lost" data-lost-seat={review.seat} data-lost={round(review.lost)}>
        <b>{rt("lostLine", { name: name(review.seat), p: round(review.lost) })}</b>
        <br />
        <span class="muted">{rt("asPlayed", { p: a.points, levels })}</span>
      </p>
      <ol class="review-list">
        {review.decisions.map((d, n) => (
          <li key={d.index} data-decision={d.index} data-cost={round(d.cost)} class={d.marked ? "marked" : d.cost > 0 ? "costly" : ""}>
            <span class="what">{label(d, n + 1)}</span>{" "}
            <span class="made">{rt("made")}{colon()}{moveText(d.made)}</span>
            {d.cost > 0 ? (
              <>
                {" "}· <span class="best">{rt("best")}{colon()}{moveText(d.best)}</span> · <b class="stake">−{rt("atStake", { p: round(d.cost) })}</b>
                {round(d.bestValue.levels - d.madeValue.levels) !== 0 ? <span class="stake" data-levels> ({rt("levelsAtStake", { n: round(d.madeValue.levels - d.bestValue.levels) })})</span> : null}
              </>
            ) : d.candidates.length > 1 ? <span class="muted"> · {rt("noLoss")}</span> : null}
            {d.marked && d.reason ? <div class="reason" data-reason={d.reason}>{reasonWords(d.reason)}</div> : null}
            <span class="acts">
              <button type="button" class="link" data-action="show-decision" onClick={() => goTo(d.index)}>{rt("show")}</button>
              <button type="button" class="link" data-action="practice-decision" onClick={() => playFrom(d.index)}>{rt("playAgain")}</button>
            </span>
          </li>
        ))}
      </ol>
    </>
  );
}
