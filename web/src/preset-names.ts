/** A preset's name in the reader's language (the engine's PRESET_INFO): kept apart from the options' labels, which load with the options editor. */
import { PRESET_INFO, isPresetName } from "../../src/engine";

export function presetName(preset: string, lang: "en" | "zh"): string {
  if (!isPresetName(preset)) return preset;
  const [en, zh] = PRESET_INFO[preset].name;
  return lang === "zh" ? zh : en;
}
