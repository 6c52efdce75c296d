/*
 * pengyou's service worker (docs/PUSH.md).
 * - The static shell (the page, its script and styles, the icons) is kept
 *   in a cache: the site opens at once, and offline too (the page then says
 *   it is offline). Each visit fetches a fresh copy for the next one.
 * - Nothing else is cached: never the API (/api/*), never a table's socket,
 *   nothing private. A request outside the shell goes to the network as usual.
 * - Notifications (Web Push): the payload names the table and what waits
 *   there, never a card; a tap opens (or focuses) the table.
 * The build writes the shell's version below (scripts/build-web.mjs): a new
 * build is a new worker, which fetches the new shell and drops the old one.
 */
const VERSION = "__BUILD__";
const CACHE = `pengyou-shell-${VERSION}`;
const SHELL = ["/", "/app.js", "/app.css", "/push.js", "/lobby.js", "/qr.js", "/explain.js", "/options.js", "/zf.js", "/manifest.webmanifest", "/icons/icon-192.png", "/icons/icon-512.png"];
/** Kept once asked for (the replay page's script is large and not every visitor needs it). */
const LATER = ["/replay.js", "/learn.js", "/rules.js", "/embed.js", "/icons/apple-touch-icon.png"];

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(CACHE).then((c) => c.addAll(SHELL.map((u) => new Request(u, { cache: "reload" })))).then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith("pengyou-shell-") && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const req = event.request;
  if (req.method !== "GET") return;
  const url = new URL(req.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith("/api/")) return;
  // Every page of the app is the same shell (the script reads the path).
  if (req.mode === "navigate") return event.respondWith(shell(event, "/"));
  if (SHELL.includes(url.pathname) || LATER.includes(url.pathname)) event.respondWith(shell(event, url.pathname));
});

/** The cached copy at once if there is one, and a fresh one fetched for next time; the network when nothing is cached. */
async function shell(event, path) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(path);
  const fresh = fetch(path, { cache: "no-cache" }).then((res) => {
    if (res.ok && res.type === "basic") void cache.put(path, res.clone());
    return res;
  });
  if (!hit) return fresh;
  event.waitUntil(fresh.then(() => undefined, () => undefined));
  return hit;
}

const WORDS = {
  en: {
    turn: "Your move", bid: "You may bid", kitty: "Your kitty waits", call: "Call your friends",
    hand: "The hand is over", start: "The game has started", back: "Back at the table", host: "The host writes",
    backBy: "{name} is back at the table", player: "Player", until: "until", table: "Table",
  },
  zh: {
    turn: "轮到你出牌", bid: "可以叫主了", kitty: "该你扣底了", call: "该你叫朋友了",
    hand: "这一局结束了", start: "游戏开始了", back: "有人回到牌桌", host: "房主说",
    backBy: "{name} 回到了牌桌", player: "玩家", until: "截止", table: "牌桌",
  },
};

self.addEventListener("push", (event) => {
  let n = {};
  try {
    n = event.data ? event.data.json() : {};
  } catch {
    n = {};
  }
  const zh = String(self.navigator.language || "").toLowerCase().startsWith("zh");
  const w = zh ? WORDS.zh : WORDS.en;
  const game = Array.isArray(n.gameName) ? n.gameName[zh ? 1 : 0] : (n.game || "pengyou");
  // Who came back: a name the table gave ("Player 3") in the reader's language, a chosen one as written.
  const who = typeof n.player === "number" ? `${w.player} ${n.player}` : n.name;
  const title = n.kind === "back" && who ? w.backBy.replace("{name}", who) : (w[n.kind] || w.turn);
  const parts = [`${game} · ${w.table} ${String(n.table || "").slice(0, 6)}`];
  if (typeof n.deadline === "number") parts.push(`${w.until} ${new Date(n.deadline).toLocaleString(zh ? "zh-CN" : undefined, { weekday: "short", hour: "2-digit", minute: "2-digit" })}`);
  if (n.kind === "host" && n.text) parts.unshift(n.text);
  const url = typeof n.url === "string" && n.url.startsWith("/") ? n.url : "/";
  event.waitUntil(self.registration.showNotification(title, {
    body: parts.join("\n"),
    tag: `pengyou-${n.table || ""}`,
    renotify: true,
    icon: "/icons/icon-192.png",
    data: { url },
  }));
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = (event.notification.data && event.notification.data.url) || "/";
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((list) => {
      for (const c of list) if (new URL(c.url).pathname === url && "focus" in c) return c.focus();
      return self.clients.openWindow(url);
    }),
  );
});
