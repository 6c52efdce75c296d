/**
 * The house rules of a table, grouped, starting from the preset's own
 * values (the engine's PRESET_RULES); only what differs is sent. Used on
 * the start page and by the host before a game starts. Each option says
 * what it does at its current value in the rules page's own sentence (the
 * rules text's lines name the options they describe), and with `search` a
 * box finds an option by any word of its label or of that sentence.
 */
import { useState } from "preact/hooks";
import { PRESET_RULES, type ShengjiRules } from "../../../src/engine";
import { isShengjiPreset } from "../../../src/engine/client";
import { lang, pick, t } from "../i18n";
import { rulesFor } from "../rules";
import { GROUPS, type OptionSpec, SHENGJI_OPTIONS } from "./option-groups";

export type Overrides = Record<string, unknown>;

/** The overrides without the entries equal to the preset's own value. */
export function trimOverrides(preset: string, o: Overrides): Overrides {
  if (!isShengjiPreset(preset)) return o;
  const base = PRESET_RULES[preset] as unknown as Record<string, unknown>;
  const out: Overrides = {};
  for (const [k, v] of Object.entries(o)) if (JSON.stringify(base[k]) !== JSON.stringify(v)) out[k] = v;
  return out;
}

const span = (from: number, to: number, by = 1) => Array.from({ length: (to - from) / by + 1 }, (_, i) => from + i * by);
/** The custom level table's numbers, with their words and values. */
const LEVEL_TABLE: readonly (readonly [string, readonly [string, string], readonly number[]])[] = [
  ["stepPerPack", ["Step a pack", "每副每档"], span(5, 50, 5)],
  ["stepAdjust", ["Step ±", "每档加减"], span(-15, 15, 5)],
  ["turnoverSteps", ["Steps to win", "几档上台"], span(1, 10)],
  ["deadZoneSteps", ["Steps without a level", "不升级档数"], span(0, 10)],
];

/** The rules text's sentences about each option, at these rules (`about` names the options a line describes). */
function sentencesByOption(preset: string, overrides: Overrides, players: number | undefined): Map<string, string> {
  const out = new Map<string, string>();
  const r = rulesFor({ game: preset, options: overrides, lang, ...(players === undefined ? {} : { players }) });
  if (!r.ok) return out;
  for (const section of r.sections) {
    for (const b of section.blocks) {
      if (b.kind !== "line") continue;
      for (const key of b.about) out.set(key, out.has(key) ? `${out.get(key)} ${b.text}` : b.text);
    }
  }
  return out;
}

/** Whether an option answers a search: every word of it in the option's labels (both languages) or its sentence. */
function answers(spec: OptionSpec, why: string, query: string): boolean {
  const hay = `${spec.key} ${spec.label[0]} ${spec.label[1]} ${why}`.toLowerCase();
  return query.toLowerCase().split(/\s+/).filter(Boolean).every((w) => hay.includes(w));
}

function Why({ text }: { readonly text: string | undefined }) {
  return text ? <small class="opt-why">{text}</small> : null;
}

function Field({ spec, value, base, disabled, set, why }: {
  readonly why?: string | undefined;
  readonly spec: OptionSpec;
  readonly value: unknown;
  readonly base: unknown;
  readonly disabled: boolean;
  readonly set: (v: unknown) => void;
}) {
  const changed = JSON.stringify(value) !== JSON.stringify(base);
  const label = (
    <span class="opt-label">
      {pick(spec.label)}
      {changed ? <em class="changed"> · {t("changed")}</em> : null}
      <Why text={why} />
    </span>
  );
  switch (spec.kind) {
    case "enum":
      return (
        <label class="opt" data-option={spec.key}>
          {label}
          <select disabled={disabled} value={String(value)} onChange={(e) => set((e.target as HTMLSelectElement).value)}>
            {spec.values.map(([v, l]) => (
              <option key={v} value={v}>
                {pick(l)}
              </option>
            ))}
          </select>
        </label>
      );
    case "bool":
      return (
        <label class="opt check" data-option={spec.key}>
          <input type="checkbox" disabled={disabled} checked={value === true} onChange={(e) => set((e.target as HTMLInputElement).checked)} />
          {label}
        </label>
      );
    case "int":
      return (
        <label class="opt" data-option={spec.key}>
          {label}
          <input type="number" min={spec.min} max={spec.max} disabled={disabled} value={Number(value)}
            onChange={(e) => set(Math.max(spec.min, Math.min(spec.max, Math.round(Number((e.target as HTMLInputElement).value) || 0))))} />
        </label>
      );
    case "count":
      return (
        <label class="opt" data-option={spec.key}>
          {label}
          <select disabled={disabled} value={value === null ? "" : String(value)} onChange={(e) => {
            const v = (e.target as HTMLSelectElement).value;
            set(v === "" ? null : Number(v));
          }}>
            <option value="">{pick(spec.none)}</option>
            {span(spec.min, spec.max).map((n) => (
              <option key={n} value={n}>{n}</option>
            ))}
          </select>
        </label>
      );
    case "levelTable": {
      // Each field of the table a select of its values (the engine's spec), then the bonus.
      const v = value as Record<string, number | boolean>;
      return (
        <fieldset class="opt" data-option={spec.key}>
          {label}
          {LEVEL_TABLE.map(([k, words, range]) => (
            <label key={k}>
              {pick(words)}{" "}
              <select disabled={disabled} value={String(v[k])} onChange={(e) => set({ ...v, [k]: Number((e.target as HTMLSelectElement).value) })}>
                {range.map((n) => <option key={n} value={n}>{n}</option>)}
              </select>
            </label>
          ))}
          <label class="check">
            <input type="checkbox" disabled={disabled} checked={v.shortTeamBonus === true} onChange={(e) => set({ ...v, shortTeamBonus: (e.target as HTMLInputElement).checked })} />
            {pick(["+1 for a short side", "人少多升一级"])}
          </label>
        </fieldset>
      );
    }
    case "tractor": {
      const v = value as ShengjiRules["tractorMin"];
      return (
        <label class="opt" data-option={spec.key}>
          {label}
          <span class="pair">
            <input type="number" min={2} max={8} disabled={disabled} value={v.width} onChange={(e) => set({ ...v, width: Number((e.target as HTMLInputElement).value) || 2 })} />
            ×
            <input type="number" min={2} max={13} disabled={disabled} value={v.length} onChange={(e) => set({ ...v, length: Number((e.target as HTMLInputElement).value) || 2 })} />
          </span>
        </label>
      );
    }
  }
}

export function OptionsEditor({ preset, players, overrides, onChange, disabled = false, search = false }: {
  readonly preset: string;
  /** The table's players (the sentences' numbers); the preset's usual count when not given. */
  readonly players?: number | undefined;
  readonly overrides: Overrides;
  readonly onChange: (o: Overrides) => void;
  readonly disabled?: boolean;
  /** A box that finds an option by its words (the start page). */
  readonly search?: boolean;
}) {
  const [query, setQuery] = useState("");
  if (preset === "zheng-fen") {
    const packs = Number(overrides.packs ?? 1);
    const target = Number(overrides.target ?? 500);
    return (
      <div class="options">
        <fieldset>
          <legend>{t("group_zf")}</legend>
          <label class="opt" data-option="packs">
            <span class="opt-label">{pick(["Packs", "副数"])}</span>
            <select disabled={disabled} value={packs} onChange={(e) => onChange({ ...overrides, packs: Number((e.target as HTMLSelectElement).value) })}>
              {[1, 2, 3].map((n) => <option key={n} value={n}>{n}</option>)}
            </select>
          </label>
          <label class="opt" data-option="target">
            <span class="opt-label">{t("target")}</span>
            <select disabled={disabled} value={target} onChange={(e) => onChange({ ...overrides, target: Number((e.target as HTMLSelectElement).value) })}>
              <option value={500}>500</option>
              <option value={1000}>1000</option>
            </select>
          </label>
        </fieldset>
      </div>
    );
  }
  if (!isShengjiPreset(preset)) return null;
  const base = PRESET_RULES[preset] as unknown as Record<string, unknown>;
  const current = { ...base, ...overrides };
  const friends = current.teams === "friends";
  const why = sentencesByOption(preset, overrides, players);
  const shown = SHENGJI_OPTIONS.filter((s) => query.trim() === "" || answers(s, why.get(s.key) ?? "", query));
  return (
    <div class="options">
      {search ? (
        <input type="search" class="rule-search" data-field="rule-search" placeholder={t("findRule")} aria-label={t("findRule")} value={query}
          onInput={(e) => setQuery((e.target as HTMLInputElement).value)} />
      ) : null}
      {GROUPS.filter((g) => (g !== "friends" || friends) && shown.some((s) => s.group === g)).map((g) => (
        // While a search is typed, the groups holding what it found are open (and only those are shown).
        <details key={`${g}${query.trim() === "" ? "" : "-found"}`} class="group" data-group={g} open={query.trim() !== "" || undefined}>
          <summary>
            {t(`group_${g}`)}
            {SHENGJI_OPTIONS.some((s) => s.group === g && JSON.stringify(current[s.key]) !== JSON.stringify(base[s.key])) ? <em class="changed"> · {t("changed")}</em> : null}
          </summary>
          {shown.filter((s) => s.group === g).map((s) => (
            <Field key={s.key} spec={s} value={current[s.key]} base={base[s.key]} disabled={disabled} why={why.get(s.key)}
              set={(v) => onChange(trimOverrides(preset, { ...overrides, [s.key]: v }))} />
          ))}
        </details>
      ))}
      {search && shown.length === 0 ? <p class="hint" data-empty="rule-search">{pick(["No house rule has those words.", "没有含这些字的家规。"])}</p> : null}
      {Object.keys(overrides).length > 0 && !disabled ? (
        <button type="button" class="link" onClick={() => onChange({})}>{t("presetDefaults")}</button>
      ) : null}
    </div>
  );
}
