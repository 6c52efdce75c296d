/** The start page's choice of game: every preset, each with one line on whose house rules it is and a link to how it is played. */
import { PRESETS, PRESET_INFO, type PresetName } from "../../../src/engine";
import { lang, t } from "../i18n";
import { presetName } from "../preset-names";

export function GameChoice({ preset, onChoose }: { readonly preset: PresetName; readonly onChoose: (p: PresetName) => void }) {
  return (
    <section>
      <h2>{t("chooseGame")}</h2>
      <div class="presets" role="radiogroup">
        {PRESETS.map((p) => (
          <label key={p} class={`preset${p === preset ? " on" : ""}`} data-preset={p}>
            <input type="radio" name="preset" value={p} checked={p === preset} onChange={() => onChoose(p)} />
            <strong>{presetName(p, lang)}</strong>
            <span>{PRESET_INFO[p][lang === "zh" ? "summaryZh" : "summary"]} <a href={"/rules/" + p}>{t("howToPlay")}</a></span>
          </label>
        ))}
      </div>
    </section>
  );
}
