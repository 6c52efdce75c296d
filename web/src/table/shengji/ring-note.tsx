/**
 * The Shengji table's line under the seats, in words: the deal's progress
 * and the standing bid, whom the table waits for (the kitty's holder
 * burying, a seat asked whether to steal it, the maker calling, the seat to
 * play), who declared trump and with what (or the
 * kitty's turned cards), and the points in the trick.
 */
import type { ShengjiView } from "../../../../src/engine";
import { kittyHolderOf } from "../../../../src/engine/client";
import { t } from "../../i18n";
import { cardLabel } from "../../ui/card";
import { seatName } from "../names";
import type { TableHandle } from "../use-table";

/** The declaration stays in view after the deal: who declared, with which cards (or the kitty's turned cards). */
function Declared({ h, view }: { readonly h: TableHandle; readonly view: ShengjiView }) {
  if (view.phase === "dealing") return null;
  if (view.bid) {
    const bid = view.bid;
    return (
      <span data-note="declared" data-cards={Array.from({ length: bid.count }, () => bid.card).join(" ")}>
        {t("declaredBy", { name: seatName(h, bid.seat) })} <b class={/^[HD]/.test(bid.card) ? "red" : ""}>{Array.from({ length: bid.count }, () => cardLabel(bid.card)).join(" ")}</b>
      </span>
    );
  }
  return view.turned.length > 0 ? <span data-note="declared" data-cards={view.turned.join(" ")}>{t("turnedKitty")} {view.turned.map(cardLabel).join(" ")}</span> : null;
}

export function RingNote({ h, view }: { readonly h: TableHandle; readonly view: ShengjiView }) {
  const you = view.you;
  const holder = kittyHolderOf(view);
  return (
    <>
      {view.phase === "dealing" ? (
        <>
          <span>{view.toDeal > 0 ? t("dealing", { n: view.toDeal }) : t("dealt")}</span>
          <span class="muted">{view.bid ? `${t("currentBid")}: ${seatName(h, view.bid.seat)} ${view.bid.count}× ${cardLabel(view.bid.card)}` : t("noBid")}</span>
        </>
      ) : view.phase === "burying" && holder !== you ? (
        <span>{t("waitBury", { name: seatName(h, holder ?? 0), n: view.kittySize })}</span>
      ) : view.phase === "stealing" && view.turn !== null && view.turn !== you ? (
        <span>{t("waitSteal", { name: seatName(h, view.turn) })}</span>
      ) : view.phase === "calling" && view.maker !== you ? (
        <span>{t("waitCall", { name: seatName(h, view.maker ?? 0) })}</span>
      ) : view.phase === "playing" && view.turn !== null && view.turn !== you ? (
        <span class="muted">{t("turnOf", { name: seatName(h, view.turn) })}</span>
      ) : null}
      <Declared h={h} view={view} />
      {view.trick && view.trick.points > 0 ? <span class="pts">{t("points")}: {view.trick.points}</span> : null}
    </>
  );
}
