/** A hand's result (who won, the points, each seat's level before and after, the kitty) and the end of a game. */
import type { ShengjiView } from "../../../src/engine";
import { levelName } from "../../../src/engine/shengji/levels";
import { t } from "../i18n";
import { navigate } from "../route";
import { CardRow } from "../ui/card";
import { seatName, trumpLabel } from "./names";
import type { TableHandle } from "./use-table";

export function HandResultView({ h, view }: { readonly h: TableHandle; readonly view: ShengjiView }) {
  const r = view.lastResult;
  if (!r) return null;
  const makers = new Set(r.makers);
  const verdict = r.winner === "makers" ? t("makersWin") : r.winner === "catchers" ? t("catchersWin") : t("nobodyMoves");
  return (
    <div class="overlay" role="dialog" aria-label={t("result", { n: r.hand + 1 })} data-overlay="result">
      <div class="sheet result">
        <h3>{t("result", { n: r.hand + 1 })} · {t("trump")} {trumpLabel(r.trump)}</h3>
        <p class={`verdict ${r.winner}`} data-verdict={r.winner}>
          {verdict}
          {r.levels > 0 ? ` · ${t("upLevels", { n: r.levels })}` : ""}
        </p>
        <table class="points">
          <tbody>
            <tr><td>{t("trickPoints")}</td><td>{r.trickPoints}</td></tr>
            {r.kittyPoints !== 0 ? <tr><td>{t("kittyPoints", { m: r.kittyMultiplier })}</td><td>{r.kittyPoints}</td></tr> : null}
            {r.penaltyPoints !== 0 ? <tr><td>{t("penaltyPoints")}</td><td>{r.penaltyPoints}</td></tr> : null}
            <tr class="total"><td>{t("totalPoints")}</td><td>{r.catcherPoints}</td></tr>
          </tbody>
        </table>
        <ul class="levels">
          {r.before.map((b, i) => {
            const a = r.after[i] ?? b;
            const up = a.level !== b.level;
            return (
              <li key={i} class={`${makers.has(i) ? "maker-side" : ""}${up ? " up" : ""}`} data-seat={i}>
                <span class="who">{seatName(h, i)}{i === r.maker ? ` (${t("maker")})` : makers.has(i) ? ` (${t("friend")})` : ""}</span>
                <span class="lv">{levelName(view.rules, b.level)}{up ? ` → ${levelName(view.rules, a.level)}` : ""}</span>
              </li>
            );
          })}
        </ul>
        <div class="kitty">
          <div><small>{t("kitty")}</small> <CardRow cards={r.kitty} /></div>
          <div><small>{t("buried")}</small> <CardRow cards={r.buried} /></div>
        </div>
        {view.phase === "scored" ? <p class="muted">{t("nextSoon")}</p> : null}
      </div>
    </div>
  );
}

export function GameOver({ h, view }: { readonly h: TableHandle; readonly view: ShengjiView }) {
  const { client } = h;
  const gameId = client.table?.gameId;
  return (
    <div class="overlay" role="dialog" aria-label={t("gameOver")} data-overlay="over">
      <div class="sheet">
        <h3>{t("gameOver")}</h3>
        {view.winners ? (
          <p class="verdict makers">{t("winners")}: {view.winners.map((s) => seatName(h, s)).join(", ")}</p>
        ) : null}
        <ul class="levels">
          {view.seats.map((s, i) => (
            <li key={i}><span class="who">{seatName(h, i)}</span><span class="lv">{s.levelName}</span></li>
          ))}
        </ul>
        <div class="buttons">
          {client.host ? <button type="button" class="primary" data-action="start" onClick={() => client.start()}>{t("newGame")}</button> : null}
          {gameId ? <a class="button" href={`/g/${gameId}`} onClick={(e) => {
            e.preventDefault();
            navigate(`/g/${gameId}`);
          }}>{t("replay")}</a> : null}
        </div>
      </div>
    </div>
  );
}
