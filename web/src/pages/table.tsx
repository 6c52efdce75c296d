/**
 * The table page, /t/:id: the lobby before a game (seats, sharing, the
 * host's controls), then the game itself; an offline banner while the
 * connection is down (the client reconnects and resumes by itself).
 */
import type { ShengjiView, ZhengFenView } from "../../../src/engine";
import { t } from "../i18n";
import { Lobby } from "../table/lobby";
import { ShengjiTable } from "../table/shengji";
import { useTable } from "../table/use-table";
import { ZhengFenTable } from "../table/zhengfen";

export function TablePage({ id, embedded }: { readonly id: string; readonly embedded: boolean }) {
  const h = useTable(id);
  const { client } = h;
  const table = client.table;
  const view = client.view;
  // Closed for good: the table is gone, or this seat was opened elsewhere (the client stops reconnecting).
  const closed = client.status === "closed";
  const offline = client.status === "offline" || closed;
  return (
    <div class={`table-page${embedded ? " embedded" : ""}`} data-status={client.status} data-you={client.you ?? "none"}>
      {offline ? (
        <div class="banner offline" role="status" data-banner="offline">
          {closed ? (table ? t("elsewhere") : t("noTable")) : t("offline")}
        </div>
      ) : null}
      {!table ? (
        <p class="center muted">{client.status === "online" || closed ? t("noTable") : t("connecting")}</p>
      ) : table.phase === "lobby" || !view ? (
        <Lobby h={h} />
      ) : view.game === "shengji" ? (
        <ShengjiTable h={h} view={view as ShengjiView} />
      ) : (
        <ZhengFenTable h={h} view={view as ZhengFenView} />
      )}
    </div>
  );
}
