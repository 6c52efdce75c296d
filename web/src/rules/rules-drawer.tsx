/**
 * The rules drawer at a table: the table's own rules in sentences (its
 * house rules marked and listed first), with the examples drawn under the
 * hand's trump once there is one. Opened from the table's menu; rendered
 * into its own element at the end of the page, over the table.
 */
import { render } from "preact";
import { PRESET_RULES } from "../../../src/engine";
import { isShengjiPreset } from "../../../src/engine/client";
import { type OptionSpec, SHENGJI_OPTIONS } from "../options/option-groups";
import { presetName } from "../preset-names";
import { setLang } from "../i18n";
import { Sheet } from "../ui/sheet";
import { type RulesInput, rulesFor } from "./index";
import { type Pick, picker } from "./model";
import { RulesIndex, RulesSections } from "./rules-view";

/** An option's value as the options editor words it. */
function valueWords(spec: OptionSpec | undefined, value: unknown, p: Pick): string {
  if (!spec) return String(value);
  switch (spec.kind) {
    case "enum": {
      const found = spec.values.find(([v]) => v === value);
      return found ? p(...found[1]) : String(value);
    }
    case "bool":
      return value ? p("yes", "是") : p("no", "否");
    case "count":
      return value === null ? p(...spec.none) : String(value);
    case "levelTable": {
      const v = value as { stepPerPack: number; stepAdjust: number; turnoverSteps: number; deadZoneSteps: number; shortTeamBonus: boolean };
      const adjust = v.stepAdjust === 0 ? "" : v.stepAdjust > 0 ? ` +${v.stepAdjust}` : ` ${v.stepAdjust}`;
      return p(
        `steps of ${v.stepPerPack} a pack${adjust}; the catchers win from ${v.turnoverSteps}, go up after ${v.deadZoneSteps} more${v.shortTeamBonus ? "; a short side +1" : ""}`,
        `每副 ${v.stepPerPack} 分一档${adjust}；闲家 ${v.turnoverSteps} 档上台，再 ${v.deadZoneSteps} 档后升级${v.shortTeamBonus ? "；庄家人少多升一级" : ""}`,
      );
    }
    case "tractor": {
      const v = value as { width: number; length: number };
      return `${v.width} × ${v.length}`;
    }
    case "int":
      return String(value);
  }
}

function HouseRules({ input, changed, p }: { readonly input: RulesInput; readonly changed: readonly string[]; readonly p: Pick }) {
  if (changed.length === 0) return <p data-house="none">{p("This table plays the preset's rules as they are.", "本桌按预设规则打，没有改动。")}</p>;
  const spec = (k: string) => SHENGJI_OPTIONS.find((s) => s.key === k);
  const zf: Record<string, readonly [string, string]> = { packs: ["Packs", "副数"], target: ["Target", "目标分"] };
  return (
    <div class="rules-house">
      <p>{p("House rules at this table (marked below):", "本桌改动的规则（下文已标出）：")}</p>
      <ul>
        {changed.map((k) => {
          const s = spec(k);
          const label = isShengjiPreset(input.game) && s ? p(...s.label) : p(...(zf[k] ?? [k, k]));
          return <li key={k} data-changed={k}>{label}: <b>{valueWords(isShengjiPreset(input.game) ? s : undefined, input.options?.[k], p)}</b></li>;
        })}
      </ul>
    </div>
  );
}

/** Every option of the table with its value, as the options editor names them (folded: the sentences below say what they mean). */
function ActiveOptions({ input, p }: { readonly input: RulesInput; readonly p: Pick }) {
  if (!isShengjiPreset(input.game)) return null;
  const rules = { ...PRESET_RULES[input.game], ...input.options } as Record<string, unknown>;
  return (
    <details class="rules-house" data-section="active-options">
      <summary>{p(`All ${SHENGJI_OPTIONS.length} options of this table`, `本桌全部 ${SHENGJI_OPTIONS.length} 项规则`)}</summary>
      <ul>
        {SHENGJI_OPTIONS.map((s) => <li key={s.key} data-active={s.key}>{p(...s.label)}: <b>{valueWords(s, rules[s.key], p)}</b></li>)}
      </ul>
    </details>
  );
}

function RulesDrawer({ input, onClose }: { readonly input: RulesInput; readonly onClose: () => void }) {
  const p = picker(input.lang);
  const r = rulesFor(input);
  let root: HTMLElement | null = null;
  return (
    <Sheet name="rules" label={p("Rules of this table", "本桌规则")} onClose={onClose}>
      <div class="rules-drawer" data-game={input.game} ref={(el) => {
        root = el;
      }}>
        {/* The drawer scrolls: its title and a close button stay at its top. */}
        <div class="rules-top">
          <h3>{p("Rules of this table", "本桌规则")}</h3>
          <button type="button" class="link" data-action="close-rules" aria-label={p("Close", "关闭")} onClick={onClose}>✕</button>
        </div>
        {r.ok ? (
          <>
            <p class="muted">{presetName(input.game, input.lang)} · {p(`${r.players} players`, `${r.players} 人`)}{r.realTrump ? p(" · examples use this hand's trump", " · 例子按本局的主") : ""}</p>
            <HouseRules input={input} changed={r.changed} p={p} />
            <ActiveOptions input={input} p={p} />
            <RulesIndex sections={r.sections} root={() => root} />
            <RulesSections sections={r.sections} changed={r.changed} p={p} level={3} />
          </>
        ) : <p role="alert">{r.error}</p>}
      </div>
    </Sheet>
  );
}

/** Shows the drawer over the page; returns what closes it. */
export function showRulesDrawer(input: RulesInput): () => void {
  document.querySelector("[data-rules-drawer]")?.remove();
  const host = document.createElement("div");
  host.setAttribute("data-rules-drawer", "");
  document.body.append(host);
  // The page's language can change while the drawer is open (the header's toggle sets <html lang>): follow it.
  let shown = input.lang;
  const draw = () => {
    const lang = document.documentElement.lang.startsWith("zh") ? "zh" : "en";
    // Setting the words' language writes <html lang> again (the same value): only a change redraws.
    if (lang === shown) return;
    shown = lang;
    setLang(lang);
    render(<RulesDrawer input={{ ...input, lang }} onClose={close} />, host);
  };
  const watch = new MutationObserver(draw);
  const close = () => {
    watch.disconnect();
    render(null, host);
    host.remove();
  };
  render(<RulesDrawer input={input} onClose={close} />, host);
  watch.observe(document.documentElement, { attributes: true, attributeFilter: ["lang"] });
  return close;
}
