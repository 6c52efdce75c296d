/**
 * A seat's role in a hand, from the viewer's point of view, in the same
 * words on the table and on the hand's result: the maker; with fixed
 * partners, the viewer's own partner (对家 across a table of four, else a
 * teammate), then the maker's partners; else the maker's friends.
 */
import type { ShengjiView } from "../../../../src/engine";
import { t } from "../../i18n";

export function roleOf(view: ShengjiView, seat: number, maker: number | null, makers: readonly number[]): { text: string; kind: "maker" | "friend" } | null {
  if (maker === seat) return { text: t("maker"), kind: "maker" };
  const fixed = view.rules.teams === "fixed";
  const you = view.you;
  if (fixed && you !== null && seat !== you && seat % 2 === you % 2) return { text: t(view.players === 4 ? "partner" : "teammate"), kind: "friend" };
  return makers.includes(seat) ? { text: t(fixed ? "makerPartner" : "friend"), kind: "friend" } : null;
}
