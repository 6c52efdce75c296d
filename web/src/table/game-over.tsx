/**
 * The end of a game, for either game's table: the winners, every seat's
 * standing (its level, or its score), a practice table's note, and for the
 * host a new game; the game's replay once a hand (or deal) was completed,
 * since only completed ones are kept.
 */
import { t } from "../i18n";
import { navigate } from "../route";
import { Sheet } from "../ui/sheet";
import { seatName } from "./names";
import { PracticeNote } from "./practice-note";
import type { TableHandle } from "./use-table";

export function GameOver({ h, winners, standing, played }: {
  readonly h: TableHandle;
  readonly winners: readonly number[] | null;
  /** Each seat's standing at the end, in words or numbers. */
  readonly standing: readonly (string | number)[];
  /** A hand or deal was completed: the game has something to replay. */
  readonly played: boolean;
}) {
  const { client } = h;
  const gameId = client.table?.gameId;
  return (
    <Sheet name="over" label={t("gameOver")}>
      <h3>{t("gameOver")}</h3>
      {winners ? <p class="verdict makers">{t("winners")}: {winners.map((s) => seatName(h, s)).join(", ")}</p> : null}
      <ul class="levels">
        {standing.map((s, i) => <li key={i}><span class="who">{seatName(h, i)}</span><span class="lv">{s}</span></li>)}
      </ul>
      <PracticeNote h={h} />
      <div class="buttons">
        {client.host && !client.table?.practice ? <button type="button" class="primary" data-action="start" onClick={() => client.start()}>{t("newGame")}</button> : null}
        {gameId && played && !client.table?.practice ? (
          <a class="button" href={`/g/${gameId}`} onClick={(e) => {
            e.preventDefault();
            navigate(`/g/${gameId}`);
          }}>{t("replay")}</a>
        ) : null}
      </div>
    </Sheet>
  );
}
