/**
 * The house rules of a table, grouped, starting from the preset's own
 * values (the engine's PRESET_RULES); only what differs is sent. Used on
 * the start page and by the host before a game starts.
 */
import { PRESET_RULES, type ShengjiRules } from "../../../src/engine";
import { isShengjiPreset } from "../../../src/engine/client";
import { pick, t } from "../i18n";
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

function Field({ spec, value, base, disabled, set }: {
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
    case "packs":
      return (
        <label class="opt" data-option={spec.key}>
          {label}
          <select disabled={disabled} value={value === null ? "" : String(value)} onChange={(e) => {
            const v = (e.target as HTMLSelectElement).value;
            set(v === "" ? null : Number(v));
          }}>
            <option value="">{pick(["as the deck rule says", "按用牌规则"])}</option>
            {[1, 2, 3, 4, 5, 6].map((n) => (
              <option key={n} value={n}>{n}</option>
            ))}
          </select>
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

export function OptionsEditor({ preset, overrides, onChange, disabled = false }: {
  readonly preset: string;
  readonly overrides: Overrides;
  readonly onChange: (o: Overrides) => void;
  readonly disabled?: boolean;
}) {
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
  return (
    <div class="options">
      {GROUPS.filter((g) => g !== "friends" || friends).map((g) => (
        <details key={g} class="group" data-group={g}>
          <summary>
            {t(`group_${g}`)}
            {SHENGJI_OPTIONS.some((s) => s.group === g && JSON.stringify(current[s.key]) !== JSON.stringify(base[s.key])) ? <em class="changed"> · {t("changed")}</em> : null}
          </summary>
          {SHENGJI_OPTIONS.filter((s) => s.group === g).map((s) => (
            <Field key={s.key} spec={s} value={current[s.key]} base={base[s.key]} disabled={disabled}
              set={(v) => onChange(trimOverrides(preset, { ...overrides, [s.key]: v }))} />
          ))}
        </details>
      ))}
      {Object.keys(overrides).length > 0 && !disabled ? (
        <button type="button" class="link" onClick={() => onChange({})}>{t("presetDefaults")}</button>
      ) : null}
    </div>
  );
}
