/**
 * A playing card as the table shows it: rank and suit in the corner, red
 * suits red (or, in the four-colour deck, each suit its own colour), jokers
 * by name; named in words for screen readers.
 */
import { lang, t } from "../i18n";

const SUIT_SYMBOL: Record<string, string> = { S: "♠", H: "♥", D: "♦", C: "♣" };

export function cardParts(card: string): { rank: string; suit: string; red: boolean; joker: boolean } {
  if (card === "BJ") return { rank: lang === "zh" ? "大王" : "JOKER", suit: "★", red: true, joker: true };
  if (card === "LJ") return { rank: lang === "zh" ? "小王" : "JOKER", suit: "☆", red: false, joker: true };
  const suit = card[0] ?? "";
  return { rank: card.slice(1), suit: SUIT_SYMBOL[suit] ?? suit, red: suit === "H" || suit === "D", joker: false };
}

/** "♥K", "大王": a card in running text. */
export function cardLabel(card: string): string {
  const p = cardParts(card);
  return p.joker ? (card === "BJ" ? (lang === "zh" ? "大王" : "Big joker") : lang === "zh" ? "小王" : "Little joker") : `${p.suit}${p.rank}`;
}

export interface CardProps {
  readonly card: string;
  readonly small?: boolean;
  readonly selected?: boolean;
  readonly dim?: boolean;
  readonly trump?: boolean;
  readonly marked?: boolean;
  readonly onClick?: () => void;
}

export function Card({ card, small, selected, dim, trump, marked, onClick }: CardProps) {
  const p = cardParts(card);
  const cls = ["card", p.red ? "red" : "black", p.joker ? "joker" : `s-${card[0]}`, small ? "small" : "", selected ? "sel" : "", dim ? "dim" : "", trump ? "trump" : "", marked ? "kitty-card" : ""]
    .filter(Boolean)
    .join(" ");
  const content = (
    <>
      <span class="r">{p.rank}</span>
      <span class="s">{p.suit}</span>
      {!small && !p.joker ? <span class="big">{p.suit}</span> : null}
    </>
  );
  return onClick ? (
    <button type="button" class={cls} data-card={card} aria-pressed={selected ? "true" : "false"}
      aria-label={[cardLabel(card), trump ? t("trump") : "", marked ? t("fromKitty") : "", dim ? t("cannotPlay") : ""].filter(Boolean).join(", ")}
      {...(marked ? { "data-kitty": "1" } : {})} onClick={onClick}>
      {content}
    </button>
  ) : (
    <span class={cls} data-card={card} title={cardLabel(card)} role="img" aria-label={cardLabel(card)}>
      {content}
    </span>
  );
}

/** A few cards side by side, overlapping (a play in a trick, a bid, the kitty). */
export function CardRow({ cards, small = true }: { readonly cards: readonly string[]; readonly small?: boolean }) {
  return (
    // --gaps lets a row that must stay one line (a play on the table) tighten its fan to fit.
    <span class={`cardrow${small ? " small" : ""}`} style={{ "--gaps": Math.max(1, cards.length - 1) }}>
      {cards.map((c, i) => (
        <Card key={`${c}${i}`} card={c} small={small} />
      ))}
    </span>
  );
}
