/**
 * The Shengji seat's panel in play: on its turn, what it must play (lead
 * anything, or follow with so many cards of the suit led), one line for
 * what is wrong with the cards chosen (the engine's pre-check before they
 * are sent, else the server's refusal), and Play, Hint, Clear. Off its turn,
 * cards chosen now are a queued play, and the panel says so.
 */
import type { ShengjiView } from "../../../../src/engine";
import { canTakeBack, checkPlay, playHint, suggestion } from "../../../../src/engine/client";
import { refusalText } from "../../errors";
import { suitWord, t } from "../../i18n";
import type { TableHandle } from "../use-table";
import { TakeBack } from "./panels";

export function PlayPanel({ h, view, chosen, clear, select, queued }: {
  readonly h: TableHandle;
  readonly view: ShengjiView;
  readonly chosen: readonly string[];
  readonly clear: () => void;
  readonly select: (cards: readonly string[]) => void;
  readonly queued: boolean;
}) {
  const hint = playHint(view);
  if (!hint) {
    // playTakeback: just played, and nobody has played since.
    if (canTakeBack(view)) return <div class="panel play" data-panel="takeback"><div class="buttons"><TakeBack h={h} /></div></div>;
    // Not this seat's turn: cards chosen now are a queued play.
    return chosen.length > 0 && queued ? (
      <div class="panel play queued" data-panel="queued">
        <p class="hint">{t("queued", { n: chosen.length })}</p>
        <div class="buttons"><button type="button" data-action="clear" onClick={clear}>{t("clear")}</button></div>
      </div>
    ) : null;
  }
  const pre = chosen.length > 0 ? checkPlay(view, chosen) : null;
  const need = hint.size ?? 0;
  const must = hint.mustFromSuit ?? 0;
  const suit = suitWord(hint.suitWords ?? "");
  const suit1 = suitWord(hint.suitWords ?? "", true);
  // One line for what is wrong: the pre-check before sending, else the server's refusal.
  const problem = pre?.error ? refusalText(pre.error) : h.notice ? refusalText(h.notice) : null;
  return (
    <div class="panel play" data-panel="play">
      <p class="hint" data-hint="play" data-lead={hint.leading ? "1" : undefined} data-need={hint.leading ? undefined : need}>
        <b class="turn-now">{t("yourTurn")}:</b>{" "}
        {hint.leading ? t("leadAny") : must === 0 ? t("followVoid", { n: need, suit }) : must === need ? t("followAll", { n: need, suit, suit1 }) : t("follow", { n: need, m: must, suit })}
      </p>
      {problem ? (
        <p class="precheck" role="alert" data-precheck="error">{problem}</p>
      ) : pre?.throw ? (
        <p class="precheck">{t("throwNote")}</p>
      ) : null}
      <div class="buttons">
        <button type="button" class="primary big" data-action="play" disabled={h.busy || chosen.length === 0 || !!pre?.error} onClick={() => {
          void h.act({ type: "play", cards: chosen.slice() }).then((ok) => ok && clear());
        }}>
          {t("play")} {chosen.length > 0 ? `(${chosen.length})` : ""}
        </button>
        <button type="button" data-action="hint" onClick={() => {
          const s = suggestion(view);
          if (s) select(s);
        }}>{t("hint")}</button>
        <button type="button" data-action="clear" disabled={chosen.length === 0} onClick={clear}>{t("clear")}</button>
      </div>
    </div>
  );
}
