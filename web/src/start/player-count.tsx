/** The start page's number of players: the counts the chosen game can be played by. */
import { PRESET_INFO, type PresetName } from "../../../src/engine";
import { t } from "../i18n";

/** The usual player count of a preset: six for Zhao Pengyou, four otherwise (as the server's defaults). */
export function usualPlayers(p: PresetName): number {
  const counts = PRESET_INFO[p].players;
  const usual = p.startsWith("zpy") ? 6 : 4;
  return counts.includes(usual) ? usual : (counts[0] ?? 4);
}

export function PlayerCount({ preset, players, onChange }: { readonly preset: PresetName; readonly players: number; readonly onChange: (n: number) => void }) {
  return (
    <section>
      <h2>{t("players")}</h2>
      <div class="counts" role="radiogroup">
        {PRESET_INFO[preset].players.map((n) => (
          <label key={n} class={`count${n === players ? " on" : ""}`} data-count={n}>
            <input type="radio" name="players" value={n} checked={n === players} onChange={() => onChange(n)} />
            {n}
          </label>
        ))}
      </div>
    </section>
  );
}
