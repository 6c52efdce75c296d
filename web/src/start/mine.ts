/**
 * "My tables" on the start page (part of lobby.js, mounted only when this browser
 * keeps some): the tables it sat at, newest first, each as the server sees
 * it now, marked where the game waits on this browser's seat. The list is
 * kept in this browser only (storage.ts); a table that is gone leaves it.
 */
import { Api, ApiError } from "../../../src/client/http";
import { PRESET_INFO, isPresetName } from "../../../src/engine";
import type { TableSummary } from "../../../src/protocol";
import { givenName } from "../../../src/protocol/display-names";

interface Kept {
  readonly id: string;
  readonly seat: number;
  readonly at: number;
}

const KEY = "pengyou.tables";
const SHOWN = 8;

const WORDS = {
  en: { title: "My tables", yours: "Your move", lobby: "waiting to start", playing: "playing", over: "game over", by: "by", player: "Player" },
  zh: { title: "我的牌桌", yours: "轮到你", lobby: "等待开始", playing: "进行中", over: "已结束", by: "截止", player: "玩家" },
};

/** This browser's name at the table: "Player 2", the name the table gave a person who gave none, in the page's language. */
function ownName(name: string | null, seat: number, player: string): string {
  if (name === null) return `#${seat + 1}`;
  const given = givenName(name);
  return given?.kind === "player" ? `${player} ${given.n}` : name;
}

function kept(): Kept[] {
  try {
    const v = JSON.parse(localStorage.getItem(KEY) ?? "[]") as unknown;
    return Array.isArray(v) ? v.filter((x): x is Kept => typeof x?.id === "string" && typeof x?.seat === "number") : [];
  } catch {
    return [];
  }
}

function forget(id: string): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(kept().filter((x) => x.id !== id)));
  } catch {
    // not kept
  }
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string>, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  e.append(...children);
  return e;
}

/** Fills `root` with the list (it stays empty when no kept table is still there); `open` goes to a table without a reload. */
export async function mountMine(root: HTMLElement, lang: "en" | "zh", open: (path: string) => void): Promise<void> {
  const w = WORDS[lang];
  const api = new Api(location.origin);
  const found = await Promise.all(
    kept().slice(0, SHOWN).map((k) =>
      api.table(k.id).then(
        (s): [Kept, TableSummary] | null => [k, s],
        (e: unknown) => {
          if (e instanceof ApiError && e.status === 404) forget(k.id);
          return null;
        },
      ),
    ),
  );
  const rows = found.filter((x): x is [Kept, TableSummary] => x !== null);
  // Where it is your move first.
  rows.sort((a, b) => Number(b[1].waiting?.includes(b[0].seat) ?? false) - Number(a[1].waiting?.includes(a[0].seat) ?? false));
  root.replaceChildren();
  if (rows.length === 0) return;
  const list = el("ul", { class: "my-tables" });
  for (const [k, s] of rows) {
    const yours = s.waiting?.includes(k.seat) ?? false;
    const game = isPresetName(s.game) ? PRESET_INFO[s.game].name[lang === "zh" ? 1 : 0] : s.game;
    const link = el("a", { href: `/t/${k.id}` }, `${game} · ${ownName(s.seats[k.seat]?.name ?? null, k.seat, w.player)}`);
    link.addEventListener("click", (e) => {
      e.preventDefault();
      open(`/t/${k.id}`);
    });
    const state = yours ? el("strong", {}, w.yours) : el("span", { class: "muted" }, w[s.phase]);
    const item = el("li", { "data-table": k.id, "data-turn": yours ? "you" : "other" }, link, " ", state);
    if (yours && s.deadline !== undefined) {
      const when = new Date(s.deadline).toLocaleString(lang === "zh" ? "zh-CN" : "en", { month: "short", day: "numeric", hour: "2-digit", minute: "2-digit" });
      item.append(" ", el("span", { class: "muted", "data-deadline": String(s.deadline) }, `${w.by} ${when}`));
    }
    list.append(item);
  }
  root.append(el("h2", {}, w.title), list);
}
