/**
 * "How to play" (/rules/:preset): a preset's rules in words with worked
 * examples, for the preset's usual number of players or any other it
 * allows. A shared rule set (?rules=…, the start page's link) shows its
 * house rules instead of the preset's. Reached from each preset on the
 * start page.
 */
import { useState } from "preact/hooks";
import { PRESETS, PRESET_INFO, isPresetName } from "../../../src/engine";
import { ruleSetFromUrl, ruleSetLink } from "../options/rules-link";
import { presetName } from "../preset-names";
import { playersFor, rulesFor } from "./index";
import { type Lang, picker } from "./model";
import { RulesIndex, RulesSections } from "./rules-view";

export function RulesPage({ preset, lang }: { readonly preset: string; readonly lang: Lang }) {
  const p = picker(lang);
  const shared = ruleSetFromUrl();
  const options = shared && shared.game === preset ? shared.options : {};
  const counts = playersFor(preset, options);
  const [players, setPlayers] = useState<number | undefined>(shared?.game === preset && counts.includes(shared.players) ? shared.players : undefined);
  const r = rulesFor({ game: preset, options, lang, ...(players === undefined ? {} : { players }) });
  if (!isPresetName(preset) || !r.ok) {
    return (
      <main class="rules-page" data-page="rules" data-preset="none">
        <p role="alert">{r.ok ? "" : r.error}</p>
        <a class="button primary" href="/">{p("Start page", "首页")}</a>
      </main>
    );
  }
  const info = PRESET_INFO[preset];
  let root: HTMLElement | null = null;
  return (
    <main class="rules-page" data-page="rules" data-preset={preset} data-players={r.players} ref={(el) => {
      root = el;
    }}>
      <p><a href="/" data-action="home">← {p("Start page", "首页")}</a></p>
      <h1>{p("How to play", "玩法")}: {presetName(preset, lang)}</h1>
      <p class="muted">{lang === "zh" ? info.summaryZh : info.summary}</p>
      {r.changed.length > 0 ? <p class="notice event" data-notice="house-rules">{p("With the house rules of the link you followed: they are marked.", "按你打开的链接里的家规，已标出。")}</p> : null}
      {counts.length > 1 ? (
        <div class="rules-counts" role="group" aria-label={p("Players", "人数")}>
          <span>{p("Players", "人数")}:</span>
          {counts.map((n) => (
            <button key={n} type="button" data-count={n} aria-pressed={n === r.players ? "true" : "false"} onClick={() => setPlayers(n)}>{n}</button>
          ))}
        </div>
      ) : null}
      <RulesIndex sections={r.sections} root={() => root} />
      <RulesSections sections={r.sections} changed={r.changed} p={p} />
      <p>
        <a class="button primary" data-action="play-these" href={ruleSetLink({ game: preset, players: r.players, options, settings: {} })}>
          {p("Set up a table with these rules", "用这套规则开一桌")}
        </a>
      </p>
      <nav class="rule-index" aria-label={p("Other games", "其他玩法")}>
        {PRESETS.filter((x) => x !== preset).map((x) => <a key={x} href={`/rules/${x}`} data-rules={x}>{presetName(x, lang)}</a>)}
      </nav>
    </main>
  );
}
