/**
 * The player's hand: an overlapping fan that fits the screen, in two or
 * three rows when one row would leave less of each card than a finger's
 * width to tap (25 cards at 375 px make three rows of 9, each card 37 px to
 * the touch, where two rows of 13 left 24.8; the 33 cards of a maker with
 * the kitty make three rows of 11). A later card lies over the one before
 * it, and a later row over the row above, so that each card's corner (its
 * rank and suit) shows and is tapped as that card.
 * Cards are chosen by position, since several packs repeat a card.
 */
import { useEffect, useRef, useState } from "preact/hooks";
import { t } from "../i18n";
import { Card } from "./card";

/** Narrowest visible strip of a card that is still easy to tap (a fingertip, about 7 mm). */
const MIN_STEP = 28;
/** Card width in the hand: a phone's, or a laptop's larger cards (keep in step with app.css). */
const cardWidth = (screen: number) => (screen >= 900 ? 64 : 46);

/** The width the hand has (its box, not the window: a side panel may stand beside the table). */
function useWidth(ref: { current: HTMLElement | null }): number {
  const [w, setW] = useState(() => Math.min(window.innerWidth, 1100));
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setW(el.clientWidth || window.innerWidth);
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  return w;
}

export interface HandProps {
  readonly cards: readonly string[];
  readonly selected: ReadonlySet<number>;
  /** Cards that may be part of a legal play (others are dimmed); null: no hint. */
  readonly playable?: ReadonlySet<string> | null;
  readonly isTrump?: (card: string) => boolean;
  /** Cards to mark (those the kitty brought, until they are buried). */
  readonly marked?: ReadonlySet<number> | null;
  readonly onToggle?: ((index: number) => void) | undefined;
}

export function Hand({ cards, selected, playable, isTrump, marked, onToggle }: HandProps) {
  const box = useRef<HTMLDivElement>(null);
  const width = useWidth(box) - 16;
  const CARD_W = cardWidth(window.innerWidth);
  const fits = (n: number) => (width - CARD_W) / Math.max(1, n - 1);
  // One row if each card keeps a tappable strip, else two, else three (a maker holding the kitty of 8 on 25 cards).
  let rows = 1;
  while (rows < 3 && cards.length > rows && fits(Math.ceil(cards.length / rows)) < MIN_STEP) rows++;
  const perRow = Math.ceil(cards.length / rows);
  const step = Math.min(CARD_W + 6, fits(perRow));
  const lines: number[][] = [];
  for (let r = 0; r < rows; r++) lines.push(cards.map((_, i) => i).slice(r * perRow, (r + 1) * perRow));
  return (
    <div class="hand" ref={box} data-count={cards.length} data-rows={rows} role="group" aria-label={t("yourHand", { n: cards.length })}>
      {lines.map((line, r) => (
        <div class="hand-row" key={r}>
          {line.map((i, k) => {
            const card = cards[i] as string;
            return (
              <div class="slot" key={`${i}-${card}`} style={{ marginLeft: k === 0 ? 0 : `${step - CARD_W}px`, zIndex: r * perRow + k }}>
                <Card
                  card={card}
                  selected={selected.has(i)}
                  dim={playable ? !playable.has(card) : false}
                  trump={isTrump ? isTrump(card) : false}
                  marked={marked?.has(i) ?? false}
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
