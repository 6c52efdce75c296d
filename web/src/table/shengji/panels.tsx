/**
 * What the seat does outside the tricks: declare trump during the deal
 * (only what the engine says can be declared right now), steal the kitty or
 * let it be (kittyTheft), bury the kitty by tapping cards, and call friends
 * (card and copy) within the table's rules.
 */
import { useState } from "preact/hooks";
import type { ShengjiView } from "../../../../src/engine";
import { type FriendCall, bidChoices, callChoices, callsNeeded, canMisdeal, canTakeBack, checkCallsFor, suggestedCalls, suggestion } from "../../../../src/engine/client";
import { t } from "../../i18n";
import { CardRow, cardLabel } from "../../ui/card";
import type { TableHandle } from "../use-table";

export function BidPanel({ h, view }: { readonly h: TableHandle; readonly view: ShengjiView }) {
  const choices = bidChoices(view);
  const misdeal = canMisdeal(view);
  // Once the deal is done the bidding waits a while (a whole turn at a turn-based table) for anyone to declare;
  // a pass says this seat will not, on the bids as they stand. A new bid asks again.
  const [passedAt, setPassedAt] = useState<number | null>(null);
  const dealt = view.toDeal === 0;
  const passed = dealt && passedAt === h.client.version;
  return (
    <div class="panel bid" data-panel="bid">
      <p class="hint">{t("declare")}</p>
      {passed ? <p class="muted" data-hint="passed">{t("bidPassed")}</p> : choices.length === 0 ? <p class="muted" data-hint="no-bid">{t("nothingToDeclare")}</p> : null}
      <div class="buttons wrap">
        {choices.map((cards) => (
          <button type="button" key={cards.join(",")} class="bid-choice" data-action="bid" data-bid={cards.join(" ")} disabled={h.busy}
            onClick={() => void h.act({ type: "bid", cards })}>
            <CardRow cards={cards} />
          </button>
        ))}
        {canTakeBack(view) ? <TakeBack h={h} /> : null}
        {misdeal ? (
          <button type="button" data-action="misdeal" disabled={h.busy} onClick={() => void h.act({ type: "misdeal" })}>{t("misdeal")}</button>
        ) : null}
        {dealt && !passed ? (
          <button type="button" data-action="pass-bid" disabled={h.busy} onClick={() => {
            const at = h.client.version;
            void h.act({ type: "pass" }).then((ok) => ok && setPassedAt(at));
          }}>{t("bidPass")}</button>
        ) : null}
      </div>
    </div>
  );
}

/** bidTakeback, playTakeback: take back this seat's last bid or play (shown only while the engine says it may). */
export function TakeBack({ h }: { readonly h: TableHandle }) {
  return <button type="button" data-action="takeback" disabled={h.busy} onClick={() => void h.act({ type: "takeback" })}>{t("takeBack")}</button>;
}

/** kittyTheft, when this seat is asked: the bids that steal the kitty (the engine's list), or let it be. */
export function StealPanel({ h, view }: { readonly h: TableHandle; readonly view: ShengjiView }) {
  const choices = bidChoices(view);
  return (
    <div class="panel bid steal" data-panel="steal">
      <p class="hint">{t("stealAsk")}</p>
      {choices.length === 0 ? <p class="muted" data-hint="no-steal">{t("stealNone")}</p> : null}
      <div class="buttons wrap">
        {choices.map((cards) => (
          <button type="button" key={cards.join(",")} class="bid-choice" data-action="steal" data-bid={cards.join(" ")} disabled={h.busy}
            onClick={() => void h.act({ type: "bid", cards })}>
            <CardRow cards={cards} />
          </button>
        ))}
        <button type="button" class="primary" data-action="pass-steal" disabled={h.busy} onClick={() => void h.act({ type: "pass" })}>{t("stealPass")}</button>
      </div>
    </div>
  );
}

export function BuryPanel({ h, view, chosen, select, clear }: {
  readonly h: TableHandle;
  readonly view: ShengjiView;
  readonly chosen: readonly string[];
  readonly select: (cards: readonly string[]) => void;
  readonly clear: () => void;
}) {
  const [exposed, setExposed] = useState(false);
  const n = view.kittySize;
  return (
    <div class="panel bury" data-panel="bury">
      <p class="hint">{t("buryHint", { n })}</p>
      <div class="buttons wrap">
        <button type="button" class="primary big" data-action="bury" disabled={h.busy || chosen.length !== n}
          onClick={() => void h.act({ type: "bury", cards: chosen.slice(), ...(exposed ? { exposed: true } : {}) }).then((ok) => ok && clear())}>
          {t("bury", { n })} ({chosen.length}/{n})
        </button>
        <button type="button" data-action="hint" onClick={() => {
          const s = suggestion(view);
          if (s) select(s);
        }}>{t("hint")}</button>
        <button type="button" data-action="clear" disabled={chosen.length === 0} onClick={clear}>{t("clear")}</button>
      </div>
      {view.rules.exposeKitty ? (
        <label class="opt check">
          <input type="checkbox" checked={exposed} onChange={(e) => setExposed((e.target as HTMLInputElement).checked)} />
          <span class="opt-label">{t("buryExposed")}</span>
        </label>
      ) : null}
    </div>
  );
}

type Row = { card: string; ordinal: number | "other" };

function toCall(r: Row): FriendCall {
  return r.ordinal === "other" ? { card: r.card, other: true } : { card: r.card, ordinal: r.ordinal };
}

export function CallPanel({ h, view }: { readonly h: TableHandle; readonly view: ShengjiView }) {
  const need = callsNeeded(view);
  const choices = callChoices(view);
  const [rows, setRows] = useState<Row[]>(() => {
    const start = suggestedCalls(view).map((f): Row => ({ card: f.card, ordinal: "other" in f ? "other" : f.ordinal }));
    while (start.length < need && choices[start.length]) start.push({ card: (choices[start.length] as { card: string }).card, ordinal: 1 });
    return start.slice(0, need);
  });
  const calls = rows.map(toCall);
  const problem = checkCallsFor(view, calls);
  const set = (i: number, r: Row) => setRows(rows.map((x, k) => (k === i ? r : x)));
  return (
    <div class="panel call" data-panel="call">
      <p class="hint">{t("callFriends", { n: need })}. {t("callHint")}</p>
      {rows.map((r, i) => {
        const choice = choices.find((c) => c.card === r.card);
        const copies = choice?.copies ?? 1;
        return (
          <div class="call-row" key={i} data-call={i}>
            <select aria-label={`${t("call")} ${i + 1}`} data-field="call-card" value={r.card} onChange={(e) => set(i, { card: (e.target as HTMLSelectElement).value, ordinal: 1 })}>
              {choices.map((c) => (
                <option key={c.card} value={c.card}>
                  {cardLabel(c.card)}{c.held > 0 ? ` (${c.held})` : ""}
                </option>
              ))}
            </select>
            <select aria-label={t("copy")} data-field="call-ordinal" value={String(r.ordinal)}
              onChange={(e) => {
                const v = (e.target as HTMLSelectElement).value;
                set(i, { card: r.card, ordinal: v === "other" ? "other" : Number(v) });
              }}>
              {Array.from({ length: copies }, (_, k) => k + 1).map((o) => (
                <option key={o} value={o}>#{o} {t("copy")}</option>
              ))}
              {choice?.other ? <option value="other">{t("other")}</option> : null}
            </select>
          </div>
        );
      })}
      {problem ? <p class="precheck" data-precheck="error">{problem.message}</p> : null}
      <button type="button" class="primary big" data-action="call" disabled={h.busy || problem !== null} onClick={() => void h.act({ type: "call", friends: calls })}>
        {t("call")}
      </button>
    </div>
  );
}
