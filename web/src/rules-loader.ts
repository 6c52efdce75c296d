/** The rules in words come as their own script (rules.js, web/src/rules/main.tsx), loaded when someone asks for them. */
import { lang } from "./i18n";

/** Opens the rules drawer of a table (its summary, and the view once a game runs: the examples then use its trump). */
export function showRules(table: object, view: unknown): void {
  // A separate build: the path is not resolved by the bundler on purpose.
  const url = "/rules.js";
  void import(/* @vite-ignore */ url).then((m: { openTable: (t: object, v: unknown, l: string) => void }) => m.openTable(table, view, lang));
}
