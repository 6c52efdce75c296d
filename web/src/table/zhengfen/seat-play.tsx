/** What a seat has put down in the Zheng Fen trick, beside its chip: its latest entry, cards (marked while they stand to win) or a pass. */
import type { ZhengFenView } from "../../../../src/engine";
import { t } from "../../i18n";
import { CardRow } from "../../ui/card";

/** `pending`: this seat's own move, drawn before the table answered (marked so, as at a Shengji table). */
export function SeatPlay({ view, seat, pending }: { readonly view: ZhengFenView; readonly seat: number; readonly pending?: boolean }) {
  const e = [...(view.trick?.entries ?? [])].reverse().find((x) => x.seat === seat);
  if (!e) return null;
  const mark = pending ? " pending" : "";
  return e.kind === "pass" ? (
    <div class={`played passed${mark}`}>{t("passed")}</div>
  ) : (
    // Keyed by the cards: a new play is a new element, so it comes in with its motion.
    <div key={e.cards.join(",")} class={`played${view.trick?.current?.seat === seat ? " winning" : " old"}${mark}`} data-played={seat}><CardRow cards={e.cards} /></div>
  );
}
