/**
 * The web client: one small bundle for the start page and the table page
 * (an embed loads the same table page in a frame); the replay page comes as
 * its own script (replay.js) because it carries the whole engine.
 */
import { render } from "preact";
import { useEffect, useReducer } from "preact/hooks";
import { lang, setLang, t } from "./i18n";
import { StartPage } from "./pages/start";
import { TablePage } from "./pages/table";
import { applyPrefs } from "./prefs";
import { currentRoute, isEmbedded, onRoute } from "./route";

function ReplayLoader({ id, hand }: { readonly id: string; readonly hand: number | null }) {
  useEffect(() => {
    const root = document.getElementById("replay");
    // A separate build: the path is not resolved by the bundler on purpose.
    const url = "/replay.js";
    void import(/* @vite-ignore */ url).then((m: { mountReplay: (el: Element, id: string, hand: number | null) => void }) => {
      if (root) m.mountReplay(root, id, hand);
    });
  }, [id, hand]);
  // The replay script renders into this element itself: this page never gives it children.
  return <div id="replay" />;
}

function App() {
  const [, redraw] = useReducer((x: number) => x + 1, 0);
  useEffect(() => onRoute(() => redraw(0)), []);
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
          <button type="button" class="link lang" data-action="lang" onClick={() => {
            setLang(lang === "zh" ? "en" : "zh");
            redraw(0);
          }}>
            {t("switchLang")}
          </button>
        </header>
      )}
      {route.page === "start" ? <StartPage /> : route.page === "table" ? <TablePage key={route.id} id={route.id} embedded={embedded} /> : <ReplayLoader key={route.id} id={route.id} hand={route.hand} />}
    </>
  );
}

document.documentElement.lang = lang === "zh" ? "zh-CN" : "en";
if (isEmbedded()) document.body.classList.add("embedded");
applyPrefs();
const root = document.getElementById("app");
if (root) render(<App />, root);
