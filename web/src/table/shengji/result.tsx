/** A Shengji hand's result: who won, the points, each seat's level before and after, the kitty, who starts the next hand. */
import type { ShengjiView } from "../../../../src/engine";
import { levelName } from "../../../../src/engine/client";
import { t } from "../../i18n";
import { CardRow } from "../../ui/card";
import { Sheet } from "../../ui/sheet";
import { useExplain } from "../side/explain-loader";
import { levelText, seatName, trumpLabel } from "../names";
import { explainContext } from "../side/side-panel";
import { useNextIn, useReading } from "../turn/use-reading";
import { roleOf } from "./role";
import type { TableHandle } from "../use-table";

/**
 * While the result is up the table moves on by itself (the countdown says when), unless its reader touches it (or
 * opened it): then the next hand waits for them, within their clock (use-reading.ts). Closing it lets the table go on.
 */
export function HandResultView({ h, view, byHand, onClose }: { readonly h: TableHandle; readonly view: ShengjiView; readonly byHand: boolean; readonly onClose?: (() => void) | undefined }) {
  const r = view.lastResult;
  const { reading, touched } = useReading(h, byHand, view.phase === "scored");
  const left = useNextIn(h, reading);
  // Why the points give this result: the band of the table's scoring they fell in (explain.ts).
  const ex = useExplain();
  if (!r) return null;
  const why = ex?.explainLog([{ type: "hand-over", result: r }], explainContext(h)).find((l) => l.kind === "why")?.parts.join("");
  const makers = new Set(r.makers);
  const verdict = r.winner === "makers" ? t("makersWin") : r.winner === "catchers" ? t("catchersWin") : t("nobodyMoves");
  return (
    <Sheet name="result" label={t("result", { n: r.hand + 1 })} onClose={onClose} onTouch={touched}>
      <h3>{t("result", { n: r.hand + 1 })} · {t("trump")} {trumpLabel(r.trump)}</h3>
      <p class={`verdict ${r.winner}`} data-verdict={r.winner}>
        {verdict}
        {r.levels > 0 ? ` · ${t("upLevels", { n: r.levels })}` : ""}
      </p>
      {why ? <p class="muted" data-why="result">{why}</p> : null}
      <table class="points">
        <tbody>
          <tr><td>{t("trickPoints")}</td><td>{r.trickPoints}</td></tr>
          {r.kittyPoints !== 0 ? <tr><td>{t("kittyPoints", { m: r.kittyMultiplier })}</td><td>{r.kittyPoints}</td></tr> : null}
          {r.penaltyPoints !== 0 ? <tr data-row="penalty"><td>{t("penaltyPoints")}</td><td>{r.penaltyPoints}</td></tr> : null}
          <tr class="total"><td>{t("totalPoints")}</td><td>{r.catcherPoints}</td></tr>
        </tbody>
      </table>
      <ul class="levels">
        {r.before.map((b, i) => {
          const a = r.after[i] ?? b;
          const up = a.level !== b.level;
          const role = roleOf(view, i, r.maker, r.makers);
          return (
            <li key={i} class={`${makers.has(i) ? "maker-side" : ""}${up ? " up" : ""}`} data-seat={i}>
              <span class="who">{seatName(h, i)}{role ? <> (<span data-role={role.kind}>{role.text}</span>)</> : null}</span>
              <span class="lv">{levelText(levelName(view.rules, b.level))}{up ? ` → ${levelText(levelName(view.rules, a.level))}` : ""}</span>
            </li>
          );
        })}
      </ul>
      {r.kitty && r.buried ? (
        <div class="kitty">
          <div><small>{t("kitty")}</small> <CardRow cards={r.kitty} /></div>
          <div><small>{t("buried")}</small> <CardRow cards={r.buried} /></div>
        </div>
      ) : null}
      {h.client.table?.gameId ? (
        // In a tab of its own: the player stays at the table.
        <p><a class="button" href={`/g/${h.client.table.practice?.gameId ?? h.client.table.gameId}/${r.hand + 1}#review=${h.client.you ?? ""}`} target="_blank" rel="noopener" data-action="review">{t("review")}</a></p>
      ) : null}
      {view.phase === "scored" ? (
        <p class="next" data-next={view.starter}>
          {t("nextStarts", { name: seatName(h, view.starter) })}{" "}
          <span class="muted" data-countdown={left} data-reading={reading ? "1" : undefined}>
            {left <= 0 ? t("nextSoon") : reading ? t("waitsForYou", { n: left }) : t("nextIn", { n: left })}
          </span>
        </p>
      ) : null}
    </Sheet>
  );
}
