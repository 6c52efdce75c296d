/**
 * The guided hand's seats (the table's ring, drawn from the lesson's own
 * state): each seat's name, cards left, points taken and role (the maker,
 * a friend, the partner), and what it put in the trick; a trick or round
 * just taken stays on the table until the next play.
 */
import type { GameState } from "../../../src/engine";
import { lang } from "../i18n";
import { CardRow } from "../ui/card";
import { LEARNER } from "./lessons";
import { w } from "./words";

export const seatName = (seat: number) => (seat === LEARNER ? w("you") : w("bot", { n: seat }));

export function LessonChip({ s, seat, asking }: { readonly s: GameState; readonly seat: number; readonly asking: boolean }) {
  const turn = asking && seat === LEARNER;
  const badge = s.game === "shengji"
    ? s.maker === seat ? w("maker") : s.friends.includes(seat) && s.rules.teams === "friends" ? w("friend") : s.rules.teams !== "friends" && seat === (LEARNER + 2) % s.players ? w("partner") : null
    : null;
  const won = s.game === "shengji" ? s.won[seat] ?? 0 : 0;
  return (
    <div class={`chip${turn ? " turn" : ""}${seat === LEARNER ? " me" : ""}`} data-seat={seat}>
      <div class="chip-name">{seatName(seat)}</div>
      <div class="chip-meta one-line"><span class="count">🂠{s.hands[seat]?.length ?? 0}</span>{won > 0 ? <span class="pts">{won}</span> : null}</div>
      {badge ? <div class="role" data-role="badge">{badge}</div> : null}
    </div>
  );
}

export function LessonPlay({ s, seat }: { readonly s: GameState; readonly seat: number }) {
  if (s.game === "shengji") {
    const trick = s.trick && s.trick.plays.length > 0 ? s.trick : s.tricks[s.tricks.length - 1];
    const p = trick?.plays.find((x) => x.seat === seat);
    return p ? <div class={`played${trick?.winner === seat ? " winning" : ""}`} data-played={seat}><CardRow cards={p.cards} /></div> : null;
  }
  // A round just taken stays on the table until the next play (as a Shengji trick does).
  const entries = s.trick && s.trick.entries.length > 0 ? s.trick.entries : s.lastTrick?.entries ?? [];
  const e = [...entries].reverse().find((x) => x.seat === seat);
  if (!e) return null;
  return e.kind === "pass" ? <div class="played passed" data-played={seat}>{lang === "zh" ? "不要" : "pass"}</div> : <div class="played" data-played={seat}><CardRow cards={e.cards} /></div>;
}
