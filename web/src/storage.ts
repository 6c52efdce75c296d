/**
 * What this browser keeps between visits: the seat token of each table (the
 * only way back to a seat), the host token of tables created here, and the
 * player's name. Storage may be blocked (a sandboxed frame): then nothing is
 * kept and the page still works for this visit.
 */
function get(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function set(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // not kept
  }
}

export const seatToken = (tableId: string) => get(`pengyou.seat.${tableId}`);
export const setSeatToken = (tableId: string, token: string | null) => set(`pengyou.seat.${tableId}`, token);
export const hostToken = (tableId: string) => get(`pengyou.host.${tableId}`);
export const setHostToken = (tableId: string, token: string) => set(`pengyou.host.${tableId}`, token);
export const savedName = () => get("pengyou.name") ?? "";
/** The tables this browser sat at (the start page's "my tables", web/src/start/mine.ts), newest first. */
export const keptTables = () => get("pengyou.tables");
export function keepTable(id: string, seat: number): void {
  let old: { id: string }[] = [];
  try {
    old = JSON.parse(keptTables() ?? "[]") as { id: string }[];
  } catch {
    // start afresh
  }
  set("pengyou.tables", JSON.stringify([{ id, seat, at: Date.now() }, ...old.filter((x) => x.id !== id)].slice(0, 30)));
}
export const saveName = (name: string) => set("pengyou.name", name.trim() || null);
