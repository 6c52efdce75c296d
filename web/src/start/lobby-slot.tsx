/**
 * Where the start page's lobby goes: my tables, Play now and the open
 * tables are a script of their own (lobby.js, ./lobby.ts), loaded after the
 * page has drawn and mounted here once.
 */
import { lang } from "../i18n";
import { navigate } from "../route";

type LobbyModule = { mountLobby: (e: HTMLElement, l: typeof lang, open: (p: string) => void) => void };

export function LobbySlot() {
  return (
    <section data-section="lobby" ref={(el) => {
      if (el && !el.dataset.loaded) {
        el.dataset.loaded = "1";
        // A separate build: the path is not resolved by the bundler on purpose.
        const url = "/lobby.js";
        void import(/* @vite-ignore */ url).then((m: LobbyModule) => m.mountLobby(el, lang, navigate));
      }
    }} />
  );
}
