/**
 * The start page's lobby (lobby.js, its own chunk: the start page loads it
 * after it renders, and the table page never does): "Play now" for a chosen
 * game, and the public tables waiting for players, as the lobby's socket
 * keeps them (lobby-feed.ts). It also mounts "my tables" (mine.ts) when this
 * browser kept some, so the start page loads one script, not two.
 */
import { PRESETS, PRESET_INFO, type PresetName, isPresetName } from "../../../src/engine";
import { Api } from "../../../src/client/http";
import type { LobbyTable } from "../../../src/protocol/lobby-frames";
import { LIVE_TURN_SECONDS_MAX } from "../../../src/protocol/turn-based";
import { type LobbyList, followLobby } from "./lobby-feed";
import { mountMine } from "./mine";
import { keepTable, keptTables, savedName, setHostToken, setSeatToken } from "../storage";

type Lang = "en" | "zh";

const EN = {
  title: "Play now",
  play: "Play now",
  playing: "Finding a seat…",
  playHint: "A seat at a table waiting for players, or a new table with bots that others can join between hands.",
  open: "Open tables",
  none: "No public table is waiting for players right now: press Play now to start one with bots.",
  seats: (free: number, all: number) => `${free} of ${all} seats free`,
  join: "Join",
  clock: (s: number) => (s === 0 ? "no turn clock" : s > LIVE_TURN_SECONDS_MAX ? `${s / 3600} h a move` : `${s} s a move`),
  offline: "The list is not live right now: reconnecting…",
  paused: "The list was live until a while ago: it comes back when you use the page.",
  failed: "No seat could be found:",
  game: "Game",
};
const ZH: typeof EN = {
  title: "马上开玩",
  play: "马上开玩",
  playing: "正在找座位…",
  playHint: "坐进一张正在等人的牌桌，或者新开一张有机器人的牌桌，其他人可以在两局之间加入。",
  open: "等人的牌桌",
  none: "现在没有等人的公开牌桌：按“马上开玩”开一张有机器人的牌桌。",
  seats: (free, all) => `${all} 个座位中空 ${free} 个`,
  join: "加入",
  clock: (s) => (s === 0 ? "不限时" : s > LIVE_TURN_SECONDS_MAX ? `每步 ${s / 3600} 小时` : `每步 ${s} 秒`),
  offline: "列表暂时没有更新：正在重新连接…",
  paused: "列表暂停更新了：操作页面后会恢复。",
  failed: "没有找到座位：",
  game: "游戏",
};
const WORDS: Record<Lang, typeof EN> = { en: EN, zh: ZH };
const LANG_TAG: Record<Lang, string> = { en: "English", zh: "中文" };

function el<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string>, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  e.append(...children);
  return e;
}

const gameName = (game: string, lang: Lang) => (isPresetName(game) ? PRESET_INFO[game].name[lang === "zh" ? 1 : 0] : game);

/** One waiting table's line: its game, free seats, language and pace, and a link to it. */
function line(t: LobbyTable, lang: Lang, open: (path: string) => void): HTMLLIElement {
  const w = WORDS[lang];
  const join = el("a", { href: `/t/${t.id}`, class: "button", "data-action": "join" }, w.join);
  join.addEventListener("click", (e) => {
    e.preventDefault();
    open(`/t/${t.id}`);
  });
  const facts = [w.seats(t.openSeats, t.players), w.clock(t.turnSeconds), ...(t.lang ? [LANG_TAG[t.lang]] : [])];
  return el(
    "li",
    { "data-table": t.id, "data-game": t.game, "data-open": String(t.openSeats) },
    el("span", { class: "what" }, el("strong", {}, gameName(t.game, lang)), el("small", { class: "muted" }, facts.join(" · "))),
    join,
  );
}

/** Play now: a seat (its token kept like any seat's) at a waiting table or a new one, then the table. */
async function playNow(game: PresetName, lang: Lang): Promise<string> {
  const name = savedName();
  const got = await new Api(location.origin).playNow({ game, lang, ...(name ? { name } : {}) });
  setSeatToken(got.tableId, got.seatToken);
  if (got.hostToken) setHostToken(got.tableId, got.hostToken);
  keepTable(got.tableId, got.seat);
  return `/t/${got.tableId}`;
}

/** The page's language now (the header's toggle changes it without a reload: the lobby follows). */
function pageLang(): Lang {
  return document.documentElement.lang.startsWith("zh") ? "zh" : "en";
}

/**
 * Fills `root` (a section the start page rendered empty) with my tables,
 * Play now and the live list, in the page's language (`lang` at first);
 * `open` goes to a page without a reload. The socket closes when the
 * section leaves the page.
 */
export function mountLobby(root: HTMLElement, lang: Lang, open: (path: string) => void): void {
  let feed: LobbyList = { tables: null, offline: false, paused: false };
  let game: PresetName = "tractor-classic";
  let busy = false;
  let failure: string | null = null;
  const mine = el("div", { "data-section": "my-tables" });

  const draw = (l: Lang) => {
    const w = WORDS[l];
    const select = el("select", { "data-setting": "lobby-game", "aria-label": w.game });
    for (const p of PRESETS) select.append(el("option", { value: p }, gameName(p, l)));
    select.value = game;
    select.addEventListener("change", () => {
      if (isPresetName(select.value)) game = select.value;
    });
    const button = el("button", { type: "button", class: "primary", "data-action": "play-now" }, busy ? w.playing : w.play);
    button.disabled = busy;
    button.addEventListener("click", () => {
      busy = true;
      failure = null;
      draw(pageLang());
      playNow(game, pageLang()).then(open, (e: unknown) => {
        busy = false;
        failure = e instanceof Error ? e.message : String(e);
        draw(pageLang());
      });
    });
    root.replaceChildren(
      mine,
      el("h2", {}, w.title),
      el("div", { class: "play-now" }, select, button),
      el("p", { class: "muted hint" }, w.playHint),
      ...(failure ? [el("p", { class: "error", role: "alert" }, `${w.failed} ${failure}`)] : []),
      el("h3", {}, w.open),
      status,
      list,
    );
    drawList(l);
  };
  // The list alone changes with each frame (the game chosen and an open menu stay as they are).
  const status = el("p", { class: "muted" });
  const list = el("ul", { class: "lobby-tables" });
  const drawList = (l: Lang) => {
    const w = WORDS[l];
    const { tables, offline, paused } = feed;
    status.dataset.lobby = paused ? "paused" : offline ? "offline" : tables === null ? "loading" : tables.length === 0 ? "empty" : "live";
    status.textContent = [paused ? w.paused : offline ? w.offline : "", tables?.length === 0 ? w.none : ""].filter(Boolean).join(" ");
    list.replaceChildren(...(tables ?? []).map((t) => line(t, l, open)));
  };
  const redraw = () => draw(pageLang());
  draw(lang);
  if (keptTables()) void mountMine(mine, lang, open);
  // The header's language toggle: the lobby and my tables speak the new language at once.
  const langWatch = new MutationObserver(() => {
    redraw();
    if (keptTables()) void mountMine(mine, pageLang(), open);
  });
  langWatch.observe(document.documentElement, { attributes: true, attributeFilter: ["lang"] });

  followLobby(() => !root.isConnected, (now) => {
    feed = now;
    drawList(pageLang());
  }, () => langWatch.disconnect());
}
