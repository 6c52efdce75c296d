/**
 * rules.js: the "How to play" pages and the table's rules drawer, a script
 * of their own (loaded only when someone asks for the rules), so that the
 * start and table pages' app.js does not carry them. It brings its own copy
 * of the words, so it is told the page's language on each call.
 */
import { render } from "preact";
import { setLang } from "../i18n";
import type { RulesInput } from "./index";
import type { Lang } from "./model";
import { showRulesDrawer } from "./rules-drawer";
import { RulesPage } from "./rules-page";
import { injectStyles } from "./rules-view";

/** The page /rules/:preset, rendered into `el` (the app's page leaves it empty for this script). */
/** The page's loader (main.tsx `Chunk`) calls every chunk's `mount`. */
export function mount(el: Element, preset: string, lang: Lang): void {
  mountRules(el, preset, lang);
}

export function mountRules(el: Element, preset: string, lang: Lang): void {
  setLang(lang);
  injectStyles();
  render(<RulesPage key={`${preset}/${lang}`} preset={preset} lang={lang} />, el);
}

/**
 * The table menu's "How to play": the drawer for a table as the client
 * holds it (its summary and the view, whose trump the examples then use).
 * Taking the objects whole keeps the loader in app.js small.
 */
export function openTable(
  table: { readonly game: string; readonly options: Record<string, unknown>; readonly players: number },
  view: { readonly game: string; readonly trump?: { readonly rank: number | null; readonly suit: string | null } | null } | null,
  lang: Lang,
): () => void {
  return openRules({ game: table.game, options: table.options, players: table.players, trump: view?.game === "shengji" ? (view.trump ?? null) : null, lang });
}

/** The rules drawer of a table, over the page. */
export function openRules(input: RulesInput): () => void {
  setLang(input.lang);
  injectStyles();
  return showRulesDrawer(input);
}
