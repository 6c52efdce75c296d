/**
 * The Zheng Fen seat's panel on its turn: lead any combination, beat the
 * trick or pass; one line for the cards chosen (what they make, what is
 * wrong with them, or the hint's advice to pass), the category to read them
 * as when jokers allow several readings of a lead, and Play, Pass, Hint.
 * Off its turn, cards chosen now are a queued play (QueuedPanel).
 */
import type { ZhengFenView } from "../../../../src/engine";
import type { ZhengFenCategory, ZhengFenHint } from "../../../../src/engine/client";
import { refusalText } from "../../errors";
import { t } from "../../i18n";
import type { TableHandle } from "../use-table";
import { zf } from "./use-zf-engine";
import { categoryText, patternText } from "./zhengfen-words";

export function PlayPanel({ h, view, hint, chosen, as, setAs, advice, onHint }: {
  readonly h: TableHandle;
  readonly view: ZhengFenView;
  readonly hint: ZhengFenHint;
  readonly chosen: readonly string[];
  /** The category the leader names for the chosen cards (null: the engine's first reading). */
  readonly as: ZhengFenCategory | null;
  readonly setAs: (c: ZhengFenCategory) => void;
  /** The hint advised a pass: said in the panel's line, the Pass button marked. */
  readonly advice: "pass" | null;
  readonly onHint: () => void;
}) {
  const { categoriesOf, checkZhengFenPlay } = zf();
  const readings = hint.leading && chosen.length >= 5 ? categoriesOf(chosen) : [];
  const verdict = chosen.length > 0 ? checkZhengFenPlay(view, chosen, as ?? undefined) : null;
  const problem = verdict && !verdict.ok ? refusalText(verdict.error) : h.notice ? refusalText(h.notice) : null;
  return (
    <div class="panel play" data-panel="play">
      <p class="hint"><b class="turn-now">{t("yourTurn")}:</b> {hint.leading ? t("leadCombo") : hint.options > 0 ? t("beatOrPass") : t("noBeat")}</p>
      {problem ? (
        <p class="precheck" role="alert" data-precheck="error">{problem}</p>
      ) : verdict?.ok ? (
        <p class="precheck ok">{patternText(verdict.pattern)}</p>
      ) : advice === "pass" ? (
        <p class="precheck ok" data-advice="pass">{t("advisePass")}</p>
      ) : null}
      {readings.length > 1 ? (
        <label class="opt">
          <span class="opt-label">{t("playAs")}</span>
          <select value={as ?? readings[0]} onChange={(e) => setAs((e.target as HTMLSelectElement).value as ZhengFenCategory)}>
            {readings.map((c) => <option key={c} value={c}>{categoryText(c)}</option>)}
          </select>
        </label>
      ) : null}
      <div class="buttons">
        <button type="button" class="primary big" data-action="play" disabled={h.busy || chosen.length === 0 || (verdict !== null && !verdict.ok)}
          onClick={() => void h.act({ type: "play", cards: chosen.slice(), ...(as ? { as } : {}) })}>
          {/* The count only while the chosen cards make a play: a refused choice's button reads plain "Play". */}
          {t("play")} {chosen.length > 0 && verdict?.ok ? `(${chosen.length})` : ""}
        </button>
        {hint.canPass ? (
          <button type="button" class={advice === "pass" ? "suggested" : ""} data-action="pass" disabled={h.busy} onClick={() => void h.act({ type: "pass" })}>{t("pass")}</button>
        ) : null}
        <button type="button" data-action="hint" onClick={onHint}>{t("hint")}</button>
      </div>
    </div>
  );
}

/** Cards chosen off the seat's turn: they go out when it comes, if legal then. */
export function QueuedPanel({ n }: { readonly n: number }) {
  return (
    <div class="panel play queued" data-panel="queued">
      <p class="hint">{t("queued", { n })}</p>
    </div>
  );
}
