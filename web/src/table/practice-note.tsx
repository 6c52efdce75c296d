/**
 * At a practice table (a moment of a completed hand played again, the
 * table summary's `practice`), once its hand is over: what it came to for
 * the seat practised, beside what happened at the real table, and the way
 * back to that hand's review.
 */
import { useEffect, useState } from "preact/hooks";
import type { ShengjiView, ZhengFenView } from "../../../src/engine";
import type { HandSummary } from "../../../src/protocol/records";
import { lang } from "../i18n";
import type { TableHandle } from "./use-table";

const W = {
  en: { practice: "Practice", here: "Here", real: "At the real table", pts: "{p} points to the catchers", zf: "{p} points", back: "Back to the hand's review", makers: "makers win", catchers: "catchers win", none: "nobody goes up" },
  zh: { practice: "练习", here: "这次", real: "原来那桌", pts: "闲家 {p} 分", zf: "{p} 分", back: "回到这一局的复盘", makers: "庄家胜", catchers: "闲家胜", none: "都不升" },
};

/** The seat's result of a hand in a few words: the catchers' points and the verdict (Shengji), the seat's points (Zheng Fen). */
function line(s: HandSummary, seat: number): string {
  const w = W[lang];
  if (s.game === "zheng-fen") return w.zf.replace("{p}", String(s.result.points[seat] ?? 0));
  const r = s.result;
  return `${w.pts.replace("{p}", String(r.catcherPoints))} · ${w[r.winner]}${r.levels > 0 ? ` +${r.levels}` : ""}`;
}

/** This table's result, in the same words (the view holds it once the hand is over). */
function here(view: ShengjiView | ZhengFenView | null): HandSummary | null {
  // `line` reads the points and the levels only; a kitty the table did not turn up (`revealKitty`) is left empty.
  const r = view?.game === "shengji" ? view.lastResult : null;
  if (r) return { game: "shengji", result: { ...r, kitty: r.kitty ?? [], buried: r.buried ?? [] }, calls: [], friends: [], levelsBefore: [], levelsAfter: [], tricks: 0 };
  if (view?.game === "zheng-fen" && view.lastDeal) return { game: "zheng-fen", result: view.lastDeal, scores: view.scores };
  return null;
}

export function PracticeNote({ h }: { readonly h: TableHandle }) {
  const p = h.client.table?.practice;
  const [real, setReal] = useState<HandSummary | null>(null);
  useEffect(() => {
    if (p) h.api.game(p.gameId).then((g) => setReal(g.hands[p.hand]?.summary ?? null), () => undefined);
  }, [p?.gameId, p?.hand]);
  if (!p) return null;
  const w = W[lang];
  const mine = here(h.client.view as ShengjiView | ZhengFenView | null);
  return (
    <div class="practice-note" data-practice={p.hand + 1}>
      <b>{w.practice}</b>
      {mine ? <p data-practice-here>{w.here}: {line(mine, p.seat)}</p> : null}
      {real ? <p data-practice-real>{w.real}: {line(real, p.seat)}</p> : null}
      <a class="button" href={`/g/${p.gameId}/${p.hand + 1}#review=${p.seat}`}>{w.back}</a>
    </div>
  );
}
