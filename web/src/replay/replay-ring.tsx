/**
 * A replayed moment on the table's ring, every hand of cards open: each
 * seat's name, level (Shengji) or score (Zheng Fen) and cards, what it put
 * in the trick, and in the middle the trump and the buried kitty.
 */
import type { ComponentChildren } from "preact";
import type { GameState } from "../../../src/engine";
import { levelName, sortCards, sortZhengFen, viewForShengji } from "../../../src/engine/client";
import { t } from "../i18n";
import { levelText, trumpLabel } from "../table/names";
import { Ring } from "../table/ring";
import { CardRow } from "../ui/card";

type Name = (seat: number) => string;
type Parts = { chip: (seat: number) => ComponentChildren; play: (seat: number) => ComponentChildren; info: ComponentChildren };

function shengjiParts(s: Extract<GameState, { game: "shengji" }>, name: Name): Parts {
  const view = viewForShengji(s, 0);
  const trick = s.trick && s.trick.plays.length > 0 ? s.trick : s.tricks[s.tricks.length - 1];
  return {
    chip: (seat) => (
      <div class={`chip${s.maker === seat ? " maker-side" : ""}`} data-seat={seat}>
        <div class="chip-name">{name(seat)}{s.maker === seat ? ` · ${t("maker")}` : ""}</div>
        <div class="chip-meta"><span>{t("level")} {levelText(levelName(s.rules, s.seats[seat]?.level ?? 0))}</span><span class="pts">{s.won[seat]}{t("won")}</span></div>
        <div class="replay-hand"><CardRow cards={sortCards(view, s.hands[seat] ?? [])} /></div>
      </div>
    ),
    play: (seat) => {
      const p = trick?.plays.find((x) => x.seat === seat);
      return p ? <div class="played"><CardRow cards={p.cards} /></div> : null;
    },
    info: (
      <div class="center-info">
        <div>{t("trump")} {trumpLabel(s.trump)}</div>
        {s.buried.length > 0 ? <div><small>{t("buried")}</small> <CardRow cards={s.buried} /></div> : null}
      </div>
    ),
  };
}

function zhengFenParts(s: Extract<GameState, { game: "zheng-fen" }>, name: Name): Parts {
  const entries = s.trick?.entries ?? s.lastTrick?.entries ?? [];
  return {
    chip: (seat) => (
      <div class="chip" data-seat={seat}>
        <div class="chip-name">{name(seat)}</div>
        <div class="chip-meta"><span>Σ{s.scores[seat]}</span></div>
        <div class="replay-hand"><CardRow cards={sortZhengFen(s.hands[seat] ?? [])} /></div>
      </div>
    ),
    play: (seat) => {
      const e = [...entries].reverse().find((x) => x.seat === seat);
      return e ? (e.kind === "pass" ? <div class="played passed">{t("passed")}</div> : <div class="played"><CardRow cards={e.cards} /></div>) : null;
    },
    info: null,
  };
}

export function ReplayRing({ s, name }: { readonly s: GameState; readonly name: Name }) {
  const { chip, play, info } = s.game === "shengji" ? shengjiParts(s, name) : zhengFenParts(s, name);
  return <Ring players={s.players} bottom={0} direction={s.game === "shengji" ? s.rules.direction : "anticlockwise"} chip={chip} play={play} center={info} />;
}
