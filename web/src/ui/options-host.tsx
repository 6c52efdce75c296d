/**
 * The house rules editor in a page of app.js: options.js (web/src/options)
 * is loaded the first time one is shown and draws the editor into an
 * element of its own; until then the place says the rules are loading.
 * Same props as the editor itself.
 */
import { useEffect, useLayoutEffect, useRef, useState } from "preact/hooks";
import { lang, t } from "../i18n";
import type * as Editor from "../options/main";
import type { Overrides } from "../options/options-editor";

let chunk: Promise<typeof Editor> | null = null;
const load = (): Promise<typeof Editor> => {
  const url = "/options.js";
  chunk ??= import(/* @vite-ignore */ url) as Promise<typeof Editor>;
  return chunk;
};

export function OptionsEditor(props: {
  readonly preset: string;
  readonly players?: number;
  readonly overrides: Overrides;
  readonly onChange: (o: Overrides) => void;
  readonly disabled?: boolean;
  readonly search?: boolean;
}) {
  const into = useRef<HTMLDivElement>(null);
  const [editor, setEditor] = useState<typeof Editor | null>(null);
  useEffect(() => {
    let live = true;
    void load().then((m) => live && setEditor(m));
    return () => {
      live = false;
      const el = into.current;
      if (el) void load().then((m) => m.unmountEditor(el));
    };
  }, []);
  // The editor's own tree: drawn again with each render's props.
  useLayoutEffect(() => {
    if (editor && into.current) editor.mountEditor(into.current, { ...props, lang });
  });
  return (
    <div class="options-host">
      {editor ? null : <p class="hint">{t("loading")}</p>}
      <div ref={into} />
    </div>
  );
}
