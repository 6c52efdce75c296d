/** Names of things at a table: a seat's player, a trump. */
import { JOKER_LEVEL, PAST_LAST_LEVEL, type TrumpSpec, rankName } from "../../../src/engine/client";
import { givenName } from "../../../src/protocol/display-names";
import { t } from "../i18n";
import type { TableHandle } from "./use-table";

const SUIT_SYMBOL: Record<string, string> = { S: "♠", H: "♥", D: "♦", C: "♣" };

/** "♥2", "No trump 5", "Joker" (the level after Ace under joker laps). */
export function trumpLabel(trump: TrumpSpec | null): string {
  if (!trump) return "—";
  // At the Joker level only jokers are trumps: no suit to name.
  if (trump.rank === null) return t("jokerLevel");
  const rank = rankName(trump.rank);
  return trump.suit ? `${SUIT_SYMBOL[trump.suit]}${rank}` : `${t("noTrump")} ${rank}`;
}

/**
 * A player's name as shown. The names the table gives by itself, a bot's
 * ("Bot 3") and a person's who gave none ("Player 2"; src/protocol/display-names.ts),
 * are in the reader's language; a name someone chose stays as they wrote it.
 */
export function displayName(name: string | null, bot: boolean, seat: number): string {
  if (name === null) return `${t("seat")} ${seat + 1}`;
  const given = givenName(name);
  // Each pattern belongs to its kind of seat: a person named "Bot 3" keeps that name.
  return given && given.kind === (bot ? "bot" : "player") ? `${t(given.kind)} ${given.n}` : name;
}

/** A spectator's name on a chat line: "Spectator" (or "Spectator 2") in the reader's language, a chosen name as written. */
export function watcherName(name: string): string {
  const given = givenName(name);
  return given?.kind === "spectator" ? `${t("spectator")}${given.n === "" ? "" : ` ${given.n}`}` : name;
}

export function seatName(h: TableHandle, seat: number): string {
  const s = h.client.table?.seats[seat];
  return displayName(s?.name ?? null, s?.bot ?? false, seat);
}

/** The engine's name of a level ("10", "A", "Joker+", "past the last level": levels.ts) in the reader's language. */
export function levelText(name: string): string {
  if (name === PAST_LAST_LEVEL) return t("pastLevel");
  return name.startsWith(JOKER_LEVEL) ? t("jokerLevel") + name.slice(JOKER_LEVEL.length) : name;
}
