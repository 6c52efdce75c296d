/**
 * The start page's table pace: three paces at once, a live or turn-based
 * clock, and under "details" each of the pace's numbers, and whether the
 * table is listed in the lobby (public).
 */
import { PACE_DEFAULTS } from "../../../src/protocol/pace";
import { TURN_BASED_CHOICES, isTurnBased } from "../../../src/protocol/turn-based";
import { t } from "../i18n";
import { PACES, PACE_KEYS, PACE_MAX, type Pace, clampPace } from "./pace-settings";

export function PaceChoice({ pace, onPace, isPublic, onPublic }: {
  readonly pace: Pace;
  readonly onPace: (p: Pace) => void;
  readonly isPublic: boolean;
  readonly onPublic: (on: boolean) => void;
}) {
  return (
    <section>
      <h2>{t("tablePace")}</h2>
      <div class="counts" role="radiogroup">
        {(Object.keys(PACES) as (keyof typeof PACES)[]).map((name) => {
          const on = PACE_KEYS.every((k) => k === "turnSeconds" || PACES[name][k] === pace[k]);
          return (
            <label key={name} class={`count pace${on ? " on" : ""}`} data-pace={name}>
              <input type="radio" name="pace" checked={on} onChange={() => onPace({ ...PACES[name], turnSeconds: pace.turnSeconds })} />
              {t(name === "quick" ? "paceQuick" : name === "normal" ? "paceNormal" : "paceRelaxed")}
            </label>
          );
        })}
      </div>
      <label class="opt" data-setting="turnBased">
        <span class="opt-label">{t("turnBased")}</span>
        <select value={isTurnBased(pace) ? pace.turnSeconds : 0} onChange={(e) => {
          const s = Number((e.target as HTMLSelectElement).value);
          // Turn-based: the cards are dealt at once (nobody watches a deal that takes hours).
          onPace(s > 0 ? { ...pace, turnSeconds: s, dealMs: 0 } : { ...pace, turnSeconds: PACE_DEFAULTS.turnSeconds });
        }}>
          <option value={0}>{t("live")}</option>
          {TURN_BASED_CHOICES.map((s) => <option key={s} value={s}>{t("hours", { n: s / 3600 })}</option>)}
        </select>
      </label>
      <details class="group" data-group="pace">
        <summary>{t("paceDetails")}</summary>
        {PACE_KEYS.map((k) => (
          <label key={k} class="opt" data-setting={k}>
            <span class="opt-label">{t(k)}</span>
            <input type="number" min={0} max={PACE_MAX[k]} value={pace[k]}
              onChange={(e) => onPace({ ...pace, [k]: clampPace(k, Number((e.target as HTMLInputElement).value) || 0) })} />
          </label>
        ))}
        <label class="opt check">
          <input type="checkbox" checked={isPublic} onChange={(e) => onPublic((e.target as HTMLInputElement).checked)} />
          <span class="opt-label">{t("public")}</span>
        </label>
      </details>
    </section>
  );
}
