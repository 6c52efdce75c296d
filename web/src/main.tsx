/**
 * The web client: one small bundle for the start page and the table page
 * (an embed loads the same table page in a frame); the replay page and the
 * guided hands (/learn) come as their own scripts (replay.js, learn.js)
 * because they carry the whole engine.
 */
import { render } from "preact";
import { useEffect, useReducer } from "preact/hooks";
import { lang, setLang, t } from "./i18n";
import { StartPage } from "./pages/start";
import { TablePage } from "./pages/table";
import { applyPrefs } from "./prefs";
import { currentRoute, isEmbedded, onRoute } from "./route";

/**
 * A page that comes as its own script (a separate build: the path is not
 * resolved by the bundler on purpose): replay.js on /g/:id, learn.js on
 * /learn, rules.js on /rules/:preset (its `mount` takes the language too). The script renders into this element itself; its `lang` tells it
 * the language changed (it redraws then).
 */
function Chunk({ src, args }: { readonly src: string; readonly args: readonly unknown[] }) {
  useEffect(() => {
    const root = document.getElementById(src);
    void import(/* @vite-ignore */ `/${src}.js`).then((m: { mount: (el: Element, ...a: unknown[]) => void }) => {
      if (root) m.mount(root, ...args);
    });
  }, args);
  return <div id={src} lang={lang} />;
}

/** The browser offers to install the app (Chrome's `beforeinstallprompt`): kept until the player asks. */
type InstallPrompt = Event & { prompt(): Promise<unknown> };
let install: InstallPrompt | null = null;
const appEvents = new Set<() => void>();
const appChanged = () => appEvents.forEach((f) => f());
if (!isEmbedded()) {
  addEventListener("beforeinstallprompt", (e) => {
    e.preventDefault();
    install = e as InstallPrompt;
    appChanged();
  });
  addEventListener("appinstalled", () => {
    install = null;
    appChanged();
  });
  // The service worker keeps the static shell (never the API): the site opens at once, offline too (web/public/sw.js).
  if ("serviceWorker" in navigator) addEventListener("load", () => void navigator.serviceWorker.register("/sw.js").catch(() => undefined));
}
addEventListener("online", appChanged);
addEventListener("offline", appChanged);

function App() {
  const [, redraw] = useReducer((x: number) => x + 1, 0);
  useEffect(() => onRoute(() => redraw(0)), []);
  useEffect(() => {
    const f = () => redraw(0);
    appEvents.add(f);
    return () => appEvents.delete(f);
  }, []);
  const route = currentRoute();
  const embedded = isEmbedded();
  return (
    <>
      {embedded ? null : (
        <header class="top">
          <a href="/" class="brand" onClick={(e) => {
            if (route.page === "start") e.preventDefault();
          }}>
            pengyou <span lang="zh">朋友</span>
          </a>
          {install ? (
            <button type="button" class="link" data-action="install" onClick={() => {
              void install?.prompt();
              install = null;
              redraw(0);
            }}>{t("install")}</button>
          ) : null}
          <button type="button" class="link lang" data-action="lang" onClick={() => {
            setLang(lang === "zh" ? "en" : "zh");
            redraw(0);
          }}>
            {t("switchLang")}
          </button>
        </header>
      )}
      {navigator.onLine ? null : <div class="banner offline" role="status" data-banner="no-network">{t("noNetwork")}</div>}
      {route.page === "start" ? <StartPage /> : route.page === "table" ? <TablePage key={route.id} id={route.id} embedded={embedded} /> : route.page === "learn" ? <Chunk src="learn" args={[route.game]} /> : route.page === "rules" ? <Chunk src="rules" args={[route.id, lang]} /> : <Chunk key={route.id} src="replay" args={[route.id, route.hand]} />}
    </>
  );
}

document.documentElement.lang = lang === "zh" ? "zh-CN" : "en";
if (isEmbedded()) document.body.classList.add("embedded");
applyPrefs();
const root = document.getElementById("app");
if (root) render(<App />, root);
