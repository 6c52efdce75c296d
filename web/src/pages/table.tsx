/**
 * The table page, /t/:id: the lobby before a game (seats, sharing, the
 * host's controls), then the game itself. While the connection is down
 * (the client reconnects and resumes by itself) the table is marked as not
 * live at once (dimmed, `data-live="0"`: a view that may be out of date is
 * never shown as the table's), and a "reconnecting" banner follows only
 * after a short grace (`GRACE_MS`): a reconnect on a network that came back
 * usually takes less, and a banner that flashes for it says nothing. A
 * wrong link says there is no such table, with a way to start one; a page
 * whose seat was opened elsewhere says so and stops taking input. A full
 * table says so: a seat holder's page keeps trying (the table keeps room
 * for its seats), a spectator's stops after a few tries.
 */
import { useEffect, useState } from "preact/hooks";
import type { ShengjiView, ZhengFenView } from "../../../src/engine";
import { lang, t } from "../i18n";
import { presetName } from "../preset-names";
import { navigate } from "../route";
import { Lobby } from "../table/lobby";
import { ShengjiTable } from "../table/shengji/shengji-table";
import { useTable } from "../table/use-table";
import { ZhengFenTable } from "../table/zhengfen/zhengfen-table";

function NoTable() {
  return (
    <main class="lobby no-table" data-page="no-table">
      <p role="alert">{t("noTable")}</p>
      <p>{t("noTableHelp")}</p>
      <a class="button primary" href="/" data-action="new-table" onClick={(e) => {
        e.preventDefault();
        navigate("/");
      }}>{t("home")}</a>
    </main>
  );
}

function FullTable() {
  return (
    <main class="lobby no-table" data-page="full-table">
      <p role="alert">{t("full")}</p>
      <button type="button" class="button primary" data-action="try-again" onClick={() => location.reload()}>{t("tryAgain")}</button>
    </main>
  );
}

/** How long the table may be reconnecting before the banner says so. */
const GRACE_MS = 1_000;

/** `on`, once it has held for `ms`. */
function useHeld(on: boolean, ms: number): boolean {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    setHeld(false);
    if (!on) return;
    const timer = setTimeout(() => setHeld(true), ms);
    return () => clearTimeout(timer);
  }, [on]);
  return on && held;
}

/** The banner while not connected: why, and whether the page is still trying. */
function banner(closed: boolean, full: boolean): { kind: string; text: string } {
  if (closed) return full ? { kind: "full", text: t("full") } : { kind: "elsewhere", text: t("elsewhere") };
  return full ? { kind: "full-retrying", text: t("fullRetrying") } : { kind: "offline", text: t("offline") };
}

export function TablePage({ id, embedded }: { readonly id: string; readonly embedded: boolean }) {
  const h = useTable(id);
  const { client } = h;
  const live = client.status === "online";
  const late = useHeld(!live, GRACE_MS);
  const table = client.table;
  // This seat's move in flight, drawn at once (use-table.ts): the table's view replaces it.
  const view = h.guess ?? client.view;
  if (client.status === "closed" && !table && client.full) return <FullTable />;
  if (h.missing || (client.status === "closed" && !table)) return <NoTable />;
  // Closed for good: this seat was opened elsewhere, or (watching) the table stayed full; the client stops reconnecting.
  const closed = client.status === "closed";
  // Closed for good, or full, is said at once; a reconnect after the grace (a first connection only once it failed).
  const offline = closed || (client.full && client.status === "offline") || (late && (client.table !== null || client.status === "offline"));
  const why = banner(closed, client.full);
  return (
    <div class={`table-page${embedded ? " embedded" : ""}${live ? "" : " stale"}`} data-status={client.status} data-live={live ? "1" : "0"} data-you={client.you ?? "none"} data-version={client.version} data-pending={h.guess ? "1" : undefined}>
      {offline ? (
        <div class="banner offline" role="status" data-banner={why.kind}>
          {why.text}
        </div>
      ) : null}
      {/* The page's one heading, for screen readers (the design shows the game's name in the lobby only). */}
      {table ? <h1 class="sr-only">{presetName(table.game, lang)}</h1> : null}
      {/* Displaced: the page stays readable, but nothing on it acts (the other tab plays). */}
      <div class="table-body" {...(closed ? { inert: true } : {})}>
        {!table ? (
          <p class="center muted">{t("connecting")}</p>
        ) : table.phase === "lobby" || !view ? (
          <Lobby h={h} table={table} />
        ) : view.game === "shengji" ? (
          <ShengjiTable h={h} view={view as ShengjiView} />
        ) : (
          <ZhengFenTable h={h} view={view as ZhengFenView} />
        )}
      </div>
    </div>
  );
}
