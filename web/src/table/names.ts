/** Names of things at a table: a seat's player, a trump. */
import { rankName } from "../../../src/engine/cards";
import type { TrumpSpec } from "../../../src/engine/shengji/trump";
import { t } from "../i18n";
import type { TableHandle } from "./use-table";

const SUIT_SYMBOL: Record<string, string> = { S: "♠", H: "♥", D: "♦", C: "♣" };

/** "♥2", "No trump 5", "Joker". */
export function trumpLabel(trump: TrumpSpec | null): string {
  if (!trump) return "—";
  const rank = trump.rank === null ? "Joker" : rankName(trump.rank);
  return trump.suit ? `${SUIT_SYMBOL[trump.suit]}${rank}` : `${t("noTrump")} ${rank}`;
}

export function seatName(h: TableHandle, seat: number): string {
  return h.client.table?.seats[seat]?.name ?? `${t("seat")} ${seat + 1}`;
}
