/**
 * A Zheng Fen deal's result, up between deals: the points each seat scored
 * and its total (the first out marked), the last seat's cards left in hand,
 * and the way to the deal's review. As a Shengji hand's result: the next
 * deal begins by itself (the countdown says when) unless its reader
 * touches the sheet, which then holds it within their clock; Close lets the
 * table go on (turn/use-reading.ts).
 */
import type { ZhengFenView } from "../../../../src/engine";
import { t } from "../../i18n";
import { CardRow } from "../../ui/card";
import { Sheet } from "../../ui/sheet";
import { seatName } from "../names";
import { useNextIn, useReading } from "../turn/use-reading";
import type { TableHandle } from "../use-table";

export function DealResult({ h, view, deal, onClose }: {
  readonly h: TableHandle;
  readonly view: ZhengFenView;
  readonly deal: NonNullable<ZhengFenView["lastDeal"]>;
  readonly onClose: () => void;
}) {
  const { reading, touched } = useReading(h, false, view.phase === "deal");
  const left = useNextIn(h, reading);
  return (
    <Sheet name="result" label={`${t("deal")} ${deal.deal}`} onClose={onClose} onTouch={touched}>
      <h3>{t("deal")} {deal.deal}</h3>
      <ul class="levels">
        {deal.points.map((p, i) => (
          <li key={i} class={i === deal.first ? "up" : ""} data-seat={i}>
            <span class="who">{seatName(h, i)}{i === deal.first ? ` · ${t("out")} #1` : ""}</span>
            <span class="lv">+{p} → {view.scores[i]}</span>
          </li>
        ))}
      </ul>
      {deal.lastHand.length > 0 ? (
        <div class="kitty"><div><small>{seatName(h, deal.last)}</small> <CardRow cards={deal.lastHand} /></div></div>
      ) : null}
      {h.client.table?.gameId ? (
        <p><a class="button" href={`/g/${h.client.table.gameId}/${deal.deal}#review=${h.client.you ?? ""}`} target="_blank" rel="noopener" data-action="review">{t("review")}</a></p>
      ) : null}
      <p class="next">
        <span class="muted" data-countdown={left} data-reading={reading ? "1" : undefined}>
          {left <= 0 ? t("nextSoon") : reading ? t("waitsForYou", { n: left }) : t("nextDealIn", { n: left })}
        </span>
      </p>
    </Sheet>
  );
}
