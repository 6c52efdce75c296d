/**
 * The player's hand: an overlapping fan that fits the screen, in two rows
 * when one row would leave too little of each card to tap (25 cards at
 * 375 px make two rows of 13, each card about 26 px wide to the touch; the
 * 33 cards of a maker with the kitty make three rows).
 * Cards are chosen by position, since several packs repeat a card.
 */
import { useEffect, useState } from "preact/hooks";
import { Card } from "./card";

/** Narrowest visible strip of a card that is still easy to tap. */
const MIN_STEP = 24;
/** Card width in the hand: a phone's, or a laptop's larger cards (keep in step with app.css). */
const cardWidth = (screen: number) => (screen >= 900 ? 64 : 46);

function useWidth(): number {
  const [w, setW] = useState(() => window.innerWidth);
  useEffect(() => {
    const on = () => setW(window.innerWidth);
    window.addEventListener("resize", on);
    return () => window.removeEventListener("resize", on);
  }, []);
  return w;
}

export interface HandProps {
  readonly cards: readonly string[];
  readonly selected: ReadonlySet<number>;
  /** Cards that may be part of a legal play (others are dimmed); null: no hint. */
  readonly playable?: ReadonlySet<string> | null;
  readonly isTrump?: (card: string) => boolean;
  readonly onToggle?: ((index: number) => void) | undefined;
}

export function Hand({ cards, selected, playable, isTrump, onToggle }: HandProps) {
  const screen = useWidth();
  const CARD_W = cardWidth(screen);
  const width = Math.min(screen, 1100) - 16;
  const fits = (n: number) => (width - CARD_W) / Math.max(1, n - 1);
  // One row if each card keeps a tappable strip, else two, else three (a maker holding the kitty of 8 on 25 cards).
  let rows = 1;
  while (rows < 3 && cards.length > rows && fits(Math.ceil(cards.length / rows)) < MIN_STEP) rows++;
  const perRow = Math.ceil(cards.length / rows);
  const step = Math.min(CARD_W + 6, fits(perRow));
  const lines: number[][] = [];
  for (let r = 0; r < rows; r++) lines.push(cards.map((_, i) => i).slice(r * perRow, (r + 1) * perRow));
  return (
    <div class="hand" data-count={cards.length}>
      {lines.map((line, r) => (
        <div class="hand-row" key={r}>
          {line.map((i, k) => {
            const card = cards[i] as string;
            return (
              <div class="slot" key={`${i}-${card}`} style={{ marginLeft: k === 0 ? 0 : `${step - CARD_W}px`, zIndex: k }}>
                <Card
                  card={card}
                  selected={selected.has(i)}
                  dim={playable ? !playable.has(card) : false}
                  trump={isTrump ? isTrump(card) : false}
                  {...(onToggle ? { onClick: () => onToggle(i) } : {})}
                />
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
