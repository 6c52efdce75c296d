/**
 * A completed hand at a glance, under the replay: the maker, trump and the
 * catchers' points, who called whom, the kitty and every trick with its
 * winner (Zheng Fen: the order out and the deal's points).
 */
import type { GameRecord } from "../../../src/client/http";
import type { GameState } from "../../../src/engine";
import { t } from "../i18n";
import { trumpLabel } from "../table/names";
import { CardRow, cardLabel } from "../ui/card";
import { w } from "./replay-words";

export function HandOverview({ end, game, k, name }: { readonly end: GameState; readonly game: GameRecord; readonly k: number; readonly name: (seat: number) => string }) {
  const summary = game.hands[k]?.summary;
  if (end.game === "zheng-fen" || summary?.game !== "shengji") {
    const r = summary?.game === "zheng-fen" ? summary.result : null;
    return r ? (
      <section class="review" data-review="deal">
        <p>{t("out")}: {r.outOrder.map(name).join(" → ")}</p>
        <ul class="levels">{r.points.map((p, seat) => <li key={seat}><span class="who">{name(seat)}</span><span class="lv">{p}</span></li>)}</ul>
      </section>
    ) : null;
  }
  const r = summary.result;
  return (
    <section class="review" data-review="hand">
      <p>
        {t("maker")} <b>{name(r.maker)}</b> · {t("trump")} <b>{trumpLabel(r.trump)}</b> · {t("totalPoints")} <b>{r.catcherPoints}</b>
      </p>
      {summary.calls.length > 0 ? (
        <p data-review="calls">
          {t("calls")}: {summary.calls.map((c) => `${cardLabel(c.card)}${c.ordinal === "other" ? "" : ` #${c.ordinal}`} → ${c.by === null ? "—" : name(c.by)}`).join(", ")}
        </p>
      ) : null}
      <div class="kitty">
        <div><small>{t("kitty")}</small> <CardRow cards={r.kitty} /></div>
        <div><small>{t("buried")}</small> <CardRow cards={r.buried} /></div>
      </div>
      <h3>{w("tricks")}</h3>
      <ol class="log tricks">
        {end.tricks.map((tr, j) => (
          <li key={j} data-trick={j + 1}>
            {w("trickN", { n: j + 1 })}:{" "}
            {tr.plays.map((p) => (
              <span key={p.seat} class={`trick-play${p.seat === tr.winner ? " won" : ""}`}>{name(p.seat)} <CardRow cards={p.cards} /> </span>
            ))}
            {tr.winner !== undefined ? <b>→ {name(tr.winner)} {tr.points ?? 0}{t("won")}</b> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
