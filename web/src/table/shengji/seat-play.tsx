/**
 * What a seat has put down, beside its chip: during the deal its latest
 * declaration (the standing one marked), after it its cards in the trick on
 * the table, which is the last trick (dimmed, sweeping to its winner) until
 * the next one starts.
 */
import type { ShengjiView } from "../../../../src/engine";
import { CardRow } from "../../ui/card";

type Trick = ShengjiView["trick"] | ShengjiView["lastTrick"];

/** The trick the table shows: the one in play once it has a card, else the last one. */
export function shownTrick(view: ShengjiView): { readonly trick: Trick; readonly old: boolean } {
  const trick = view.trick && view.trick.plays.length > 0 ? view.trick : view.lastTrick;
  return { trick, old: trick !== null && trick !== view.trick };
}

/** `pending`: this seat's own move, drawn before the table answered (marked so). */
export function SeatPlay({ view, seat, pending }: { readonly view: ShengjiView; readonly seat: number; readonly pending?: boolean }) {
  if (view.phase === "dealing") {
    const bid = view.bids.filter((b) => b.seat === seat).pop();
    return bid ? <div class={`played bid${view.bid?.seat === seat ? " standing" : " old"}${pending ? " pending" : ""}`}><CardRow cards={Array.from({ length: bid.count }, () => bid.card)} /></div> : null;
  }
  const { trick, old } = shownTrick(view);
  const p = trick?.plays.find((x) => x.seat === seat);
  if (!p) return null;
  return (
    // Keyed by the play: a new play is a new element, so it comes in with its motion.
    <div key={`${view.tricksPlayed}:${p.cards.join(",")}`} class={`played${old ? " old" : ""}${trick?.winning === seat ? " winning" : ""}${pending ? " pending" : ""}`} data-played={seat}>
      <CardRow cards={p.cards} />
    </div>
  );
}
