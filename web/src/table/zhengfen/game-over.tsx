/**
 * The end of a Zheng Fen game: the winners, every seat's score, a practice
 * table's note, and for the host a new game; the game's replay once a deal
 * was completed.
 */
import type { ZhengFenView } from "../../../../src/engine";
import { t } from "../../i18n";
import { navigate } from "../../route";
import { Sheet } from "../../ui/sheet";
import { seatName } from "../names";
import { PracticeNote } from "../practice-note";
import type { TableHandle } from "../use-table";

export function GameOver({ h, view }: { readonly h: TableHandle; readonly view: ZhengFenView }) {
  const { client } = h;
  return (
    <Sheet name="over" label={t("gameOver")}>
      <h3>{t("gameOver")}</h3>
      {view.winners ? <p class="verdict makers">{t("winners")}: {view.winners.map((s) => seatName(h, s)).join(", ")}</p> : null}
      <ul class="levels">
        {view.scores.map((s, i) => <li key={i}><span class="who">{seatName(h, i)}</span><span class="lv">{s}</span></li>)}
      </ul>
      <PracticeNote h={h} />
      <div class="buttons">
        {client.host && !client.table?.practice ? <button type="button" class="primary" data-action="start" onClick={() => client.start()}>{t("newGame")}</button> : null}
        {/* Only completed deals are kept: a game ended in its first deal has nothing to replay. */}
        {client.table?.gameId && (view.lastDeal?.deal ?? 0) > 0 && !client.table.practice ? (
          <a class="button" href={`/g/${client.table.gameId}`} onClick={(e) => {
            e.preventDefault();
            navigate(`/g/${client.table?.gameId}`);
          }}>{t("replay")}</a>
        ) : null}
      </div>
    </Sheet>
  );
}
