/**
 * The Shengji table's notes above the hand, about what just happened: a
 * friend revealed, why this seat became the maker (once trump is set, until
 * the next move), and a failed throw (what was tried, what was led instead,
 * why, and the penalty) until its trick ends. The reasons are the game
 * log's (explain.js), once it has loaded.
 */
import type { ShengjiView } from "../../../../src/engine";
import { t } from "../../i18n";
import { CardRow } from "../../ui/card";
import { seatName } from "../names";
import type * as Explain from "../side/explain";
import { useExplain } from "../side/explain-loader";
import { LineParts, explainContext } from "../side/side-panel";
import type { TableHandle } from "../use-table";

/** The failed throw of the trick in play: what was tried, what was led instead, why, and the penalty. Shown until the trick ends. */
function FailedThrow({ h, view, ex }: { readonly h: TableHandle; readonly view: ShengjiView; readonly ex: typeof Explain | null }) {
  const trick = view.trick;
  const led = trick?.plays[0];
  if (!trick?.attempted || !led) return null;
  const seat = led.seat;
  const penalty = [...view.penalties].reverse().find((p) => p.seat === seat)?.points ?? 0;
  // Who can beat which part, and what it cost, in the log's words (explain.ts) once they are here.
  const e = h.log.findLast((x) => x.type === "throw-failed" && x.attempted.join() === trick.attempted?.join());
  const why = ex && e ? ex.explainLog([e], explainContext(h)).slice(1) : [];
  return (
    <div class="notice throw" role="status" data-notice="throw">
      <b>{t("throwFailed", { name: seatName(h, seat) })}</b>{" "}
      <span class="throw-cards"><CardRow cards={trick.attempted} /> → <CardRow cards={led.cards} /></span>
      {why.length > 0 ? why.map((l, i) => <div key={i}><LineParts l={l} /></div>) : (
        <>
          <br />
          {view.rules.throwFailure === "lowest-card" ? t("throwWhyLowest") : t("throwWhy")}{" "}
          {penalty > 0 ? <b data-penalty={penalty}>{t("penaltyNote", { p: penalty })}</b> : t("noPenalty")}
        </>
      )}
    </div>
  );
}

export function HandNotes({ h, view }: { readonly h: TableHandle; readonly view: ShengjiView }) {
  const friendNews = h.events.find((e) => e.type === "friend");
  // Trump just set: a note that says why this seat is the maker (explain.ts), until the next move.
  const ex = useExplain();
  const makerWhy = ex?.explainLog(h.events, explainContext(h)).find((l) => l.event === "trump" && l.kind === "why");
  return (
    <>
      {friendNews && friendNews.type === "friend" ? <p class="notice event" data-notice="event">{t("friendRevealed", { name: seatName(h, friendNews.seat) })}</p> : null}
      {makerWhy ? <p class="notice event" data-notice="maker"><LineParts l={makerWhy} /></p> : null}
      <FailedThrow h={h} view={view} ex={ex} />
    </>
  );
}
