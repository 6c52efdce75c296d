/**
 * options.js: the house rules editor, its own script, loaded only where a
 * table's rules are chosen or shown (the start page's form, the host's
 * lobby, the table menu): the labels of every option in two languages stay
 * out of the table page's app.js. It renders with its own copy of preact
 * into an element the page gives it (ui/options-host.tsx), as rules.js does.
 */
import { render } from "preact";
import { type Lang, setLang } from "../i18n";
import { OptionsEditor } from "./options-editor";

/** The editor's own props, and the page's language. */
export type EditorProps = Parameters<typeof OptionsEditor>[0] & { readonly lang: Lang };

/** Draws the editor into `el` (again, with new props, on each call). */
export function mountEditor(el: Element, { lang, ...props }: EditorProps): void {
  setLang(lang);
  render(<OptionsEditor {...props} />, el);
}

export function unmountEditor(el: Element): void {
  render(null, el);
}
