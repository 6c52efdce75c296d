/**
 * The game so far, hand by hand, beside the table: each completed hand
 * (trump, the maker and friends, the points, who went up) with a link to its
 * replay, a chart of every player's level across the hands, and the game as
 * JSON to download. Read from GET /api/games/:id, which holds completed hands
 * only: a hand reaches it moments after it ends, so the panel asks again
 * (a few times, further apart) until it has every hand the table has played.
 */
import { useEffect, useState } from "preact/hooks";
import type { ShengjiView, ZhengFenView } from "../../../../src/engine";
import type { GameRecord, HandRecord } from "../../../../src/protocol/records";
import { t } from "../../i18n";
import { LevelChart, seriesOf } from "../../ui/level-chart";
import { displayName, trumpLabel } from "../names";
import type { TableHandle } from "../use-table";

/** Completed hands of the game in view (deals, in Zheng Fen). */
export function handsDone(view: ShengjiView | ZhengFenView | null): number {
  if (!view) return 0;
  return view.game === "shengji" ? view.handsPlayed : (view.lastDeal?.deal ?? 0);
}

/** The game's record from D1, fetched again while it has fewer hands than the table has played. */
function useGameRecord(h: TableHandle, gameId: string | null, done: number): GameRecord | null {
  const [record, setRecord] = useState<GameRecord | null>(null);
  useEffect(() => {
    if (!gameId || done === 0) return;
    let stop = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = (attempt: number) => {
      h.api.game(gameId).then(
        (g) => {
          if (stop) return;
          setRecord(g);
          if (g.hands.length < done && attempt < 8) timer = setTimeout(() => load(attempt + 1), 300 * 2 ** attempt);
        },
        () => {
          if (!stop && attempt < 8) timer = setTimeout(() => load(attempt + 1), 300 * 2 ** attempt);
        },
      );
    };
    load(0);
    return () => {
      stop = true;
      clearTimeout(timer);
    };
  }, [gameId, done]);
  return record?.id === gameId ? record : null;
}

function HandLine({ hand, name }: { readonly hand: HandRecord; readonly name: (seat: number) => string }) {
  const s = hand.summary;
  if (s.game === "zheng-fen") {
    return (
      <>
        {t("out")} #1 <b>{name(s.result.first)}</b> · {s.result.points.map((p, seat) => `${name(seat)} ${p}`).join(", ")}
      </>
    );
  }
  const r = s.result;
  const up = r.after.flatMap((a, seat) => {
    const d = a.level - (r.before[seat]?.level ?? a.level);
    return d > 0 ? [`${name(seat)} +${d} → ${s.levelsAfter[seat] ?? ""}`] : [];
  });
  const friends = r.makers.filter((m) => m !== r.maker);
  return (
    <>
      {t("trump")} <b>{trumpLabel(r.trump)}</b> · {t("maker")} <b>{name(r.maker)}</b>
      {friends.length > 0 ? ` + ${friends.map(name).join(", ")}` : ""} · {r.catcherPoints}{t("won")}
      {up.length > 0 ? <> · <span class="up">{up.join("; ")}</span></> : null}
    </>
  );
}

export function HistoryPanel({ h }: { readonly h: TableHandle }) {
  const view = h.client.view as ShengjiView | ZhengFenView | null;
  // A practice table's hands are those of the game it comes from (it keeps none of its own).
  const gameId = h.client.table?.practice?.gameId ?? h.client.table?.gameId ?? null;
  const done = handsDone(view);
  const record = useGameRecord(h, gameId, done);
  if (!gameId || done === 0) return <p class="muted history-empty" data-history="empty">{t("historyEmpty")}</p>;
  if (!record) return <p class="muted">{t("loading")}</p>;
  const name = (seat: number) => {
    const p = record.players[seat];
    return displayName(p?.name ?? null, p?.bot ?? false, seat);
  };
  const series = seriesOf(record.hands, record.players.length);
  return (
    <div class="history" data-history={record.hands.length}>
      {series ? <LevelChart series={series} names={record.players.map((_, seat) => name(seat))} title={t(view?.game === "zheng-fen" ? "scoreChart" : "levelChart")} /> : null}
      <ol class="log hands">
        {record.hands.map((hand) => (
          <li key={hand.hand} data-hand={hand.hand}>
            <a href={`/g/${record.id}/${hand.hand + 1}`} target="_blank" rel="noopener" data-replay-hand={hand.hand + 1}>
              {t("result", { n: hand.hand + 1 })}
            </a>{" "}
            <a href={`/g/${record.id}/${hand.hand + 1}#review=${h.client.you ?? ""}`} target="_blank" rel="noopener" data-review-hand={hand.hand + 1}>{t("review")}</a>{" "}
            <HandLine hand={hand} name={name} />
          </li>
        ))}
      </ol>
      <p class="buttons">
        <a class="button" href={`/g/${record.id}`} target="_blank" rel="noopener" data-action="replay-game">{t("replayTitle")}</a>
        <a class="button" href={`/api/games/${record.id}`} download={`pengyou-${record.id}.json`} data-action="download">{t("download")}</a>
      </p>
    </div>
  );
}
