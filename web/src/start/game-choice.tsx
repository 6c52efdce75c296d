/**
 * The start page's choice of game, first: the three games (start/games.ts),
 * each with a line on what it is; then the chosen game's rule sets, each a
 * preset named in words a player knows, with one line on whose rules they
 * are and a link to how it is played.
 */
import { PRESET_INFO, type PresetName } from "../../../src/engine";
import { lang, pick, t } from "../i18n";
import { presetName } from "../preset-names";
import { GAMES, type Game, GAME_WORDS, gameOf, presetsOf } from "./games";

export function GameChoice({ preset, onGame, onChoose }: {
  readonly preset: PresetName;
  readonly onGame: (g: Game) => void;
  readonly onChoose: (p: PresetName) => void;
}) {
  const game = gameOf(preset);
  const sets = presetsOf(game);
  return (
    <>
      <section>
        <h2>{t("chooseGame")}</h2>
        <div class="games" role="radiogroup">
          {GAMES.map((g) => (
            <label key={g} class={`game-choice${g === game ? " on" : ""}`} data-game={g}>
              <input type="radio" name="game" value={g} checked={g === game} onChange={() => onGame(g)} />
              <strong>{pick(GAME_WORDS[g].name)}</strong>
              <span>{pick(GAME_WORDS[g].line)}</span>
            </label>
          ))}
        </div>
      </section>
      <section>
        <h2>{t("ruleSet")}</h2>
        <div class="presets" role="radiogroup">
          {sets.map((p) => (
            <label key={p} class={`preset${p === preset ? " on" : ""}`} data-preset={p}>
              <input type="radio" name="preset" value={p} checked={p === preset} onChange={() => onChoose(p)} />
              <strong>{presetName(p, lang)}</strong>
              <span>{PRESET_INFO[p][lang === "zh" ? "summaryZh" : "summary"]} <a href={"/rules/" + p}>{t("howToPlay")}</a></span>
            </label>
          ))}
        </div>
      </section>
    </>
  );
}
