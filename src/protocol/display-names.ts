/**
 * The names a table gives by itself: a bot's seat ("Bot 3"), a person who
 * sat without giving a name ("Player 2"), a spectator who chats without one
 * ("Spectator", "Spectator 2" when taken). The server writes them in
 * English; clients recognise them (`givenName`) and say them in the
 * reader's language. A name someone chose is never rewritten.
 */
export const botName = (seat: number): string => `Bot ${seat + 1}`;
export const playerName = (seat: number): string => `Player ${seat + 1}`;
export const SPECTATOR_NAME = "Spectator";

export type GivenKind = "bot" | "player" | "spectator";

/** Which name the table gave, and its number ("" for a lone spectator); null for a name someone chose. */
export function givenName(name: string): { kind: GivenKind; n: string } | null {
  const m = /^(Bot|Player|Spectator)(?: (\d+))?$/.exec(name);
  if (!m) return null;
  const kind = m[1] === "Bot" ? "bot" : m[1] === "Player" ? "player" : "spectator";
  // A seat's name always has its number; only a spectator's may go without.
  if (kind !== "spectator" && m[2] === undefined) return null;
  return { kind, n: m[2] ?? "" };
}
