/**
 * The start page: choose a game (each preset with one line on whose house
 * rules it is), the number of players, the house rules and the table's
 * pace, then create the table and go to it as its host.
 */
import { PACE_DEFAULTS } from "../../../src/protocol/pace";
import { TURN_BASED_CHOICES, TURN_SECONDS_MAX, isTurnBased } from "../../../src/protocol/turn-based";
import { useState } from "preact/hooks";
import { Api, ApiError } from "../../../src/client/http";
import { PRESETS, PRESET_INFO, type PresetName, isPresetName } from "../../../src/engine";
import type { TableSettings } from "../../../src/protocol";
import { lang, t } from "../i18n";
import { presetName } from "../options/option-groups";
import { navigate } from "../route";
import { ruleSetFromUrl, ruleSetLink } from "../options/rules-link";
import { setHostToken } from "../storage";
import { OptionsEditor, type Overrides } from "../options/options-editor";

/** The server's defaults (docs/PROTOCOL.md), shown so people know what they change. */

type PaceKey = keyof typeof PACE_DEFAULTS;
const PACE_MAX: Record<PaceKey, number> = { dealMs: 5000, bidMs: 60000, botDelayMs: 10000, resultMs: 120000, turnSeconds: TURN_SECONDS_MAX };
/** Three paces to choose at once (a Tractor deal of 100 cards: about 6 s, 25 s, 40 s). */
const PACES: Record<"quick" | "normal" | "relaxed", Record<PaceKey, number>> = {
  quick: { dealMs: 60, bidMs: 3000, botDelayMs: 350, resultMs: 6000, turnSeconds: PACE_DEFAULTS.turnSeconds },
  normal: { ...PACE_DEFAULTS },
  relaxed: { dealMs: 400, bidMs: 8000, botDelayMs: 1200, resultMs: 15000, turnSeconds: PACE_DEFAULTS.turnSeconds },
};

/** The usual player count of a preset: six for Zhao Pengyou, four otherwise (as the server's defaults). */
function defaultPlayers(p: PresetName): number {
  const counts = PRESET_INFO[p].players;
  const usual = p.startsWith("zpy") ? 6 : 4;
  return counts.includes(usual) ? usual : (counts[0] ?? 4);
}

export function StartPage() {
  // A shared rule set (?rules=…) sets the page up as its sender had it.
  const [shared] = useState(() => {
    const r = ruleSetFromUrl();
    return r && isPresetName(r.game) && PRESET_INFO[r.game].players.includes(r.players) ? r : null;
  });
  const [preset, setPreset] = useState<PresetName>(shared ? (shared.game as PresetName) : "zpy-80");
  const [players, setPlayers] = useState(shared ? shared.players : defaultPlayers("zpy-80"));
  const [overrides, setOverrides] = useState<Overrides>(shared ? shared.options : {});
  const [pace, setPace] = useState<Record<PaceKey, number>>(() => {
    const p: Record<PaceKey, number> = { ...PACE_DEFAULTS };
    for (const k of Object.keys(p) as PaceKey[]) {
      const v = shared?.settings[k];
      if (typeof v === "number") p[k] = Math.max(0, Math.min(PACE_MAX[k], Math.round(v)));
    }
    return p;
  });
  const [copied, setCopied] = useState(false);
  const [isPublic, setPublic] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const choose = (p: PresetName) => {
    setPreset(p);
    setPlayers(defaultPlayers(p));
    setOverrides({});
    setError(null);
  };

  const changedPace = () => {
    const settings: TableSettings = {};
    for (const k of Object.keys(pace) as PaceKey[]) if (pace[k] !== PACE_DEFAULTS[k]) settings[k] = pace[k];
    return settings;
  };
  const link = ruleSetLink({ game: preset, players, options: overrides, settings: changedPace() });

  const create = async () => {
    setBusy(true);
    setError(null);
    try {
      const settings = changedPace();
      const created = await new Api(location.origin).createTable({ game: preset, options: overrides, players, settings: { ...settings, lang }, public: isPublic });
      setHostToken(created.tableId, created.hostToken);
      navigate(`/t/${created.tableId}`);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : String(e));
      setBusy(false);
    }
  };

  return (
    <main class="start">
      <p class="tagline">{t("tagline")} <a href="/learn" data-action="learn">{t("learnToPlay")}</a></p>
      <section data-section="lobby" ref={(el) => {
        // My tables, Play now and the open tables: a script of its own (lobby.js, web/src/start/lobby.ts), loaded after the page.
        if (el && !el.dataset.loaded) {
          el.dataset.loaded = "1";
          const url = "/lobby.js";
          void import(/* @vite-ignore */ url).then((m: { mountLobby: (e: HTMLElement, l: typeof lang, open: (p: string) => void) => void }) => m.mountLobby(el, lang, navigate));
        }
      }} />
      {shared ? <p class="notice event" data-notice="shared-rules">{t("sharedRules")}</p> : null}
      <section>
        <h2>{t("chooseGame")}</h2>
        <div class="presets" role="radiogroup">
          {PRESETS.map((p) => (
            <label key={p} class={`preset${p === preset ? " on" : ""}`} data-preset={p}>
              <input type="radio" name="preset" value={p} checked={p === preset} onChange={() => choose(p)} />
              <strong>{presetName(p, lang)}</strong>
              <span>{PRESET_INFO[p][lang === "zh" ? "summaryZh" : "summary"]} <a href={"/rules/" + p}>{t("howToPlay")}</a></span>
            </label>
          ))}
        </div>
      </section>
      <section>
        <h2>{t("players")}</h2>
        <div class="counts" role="radiogroup">
          {PRESET_INFO[preset].players.map((n) => (
            <label key={n} class={`count${n === players ? " on" : ""}`} data-count={n}>
              <input type="radio" name="players" value={n} checked={n === players} onChange={() => setPlayers(n)} />
              {n}
            </label>
          ))}
        </div>
      </section>
      <section>
        <h2>{t("houseRules")}</h2>
        <OptionsEditor preset={preset} overrides={overrides} onChange={setOverrides} />
      </section>
      <section>
        <h2>{t("tablePace")}</h2>
        <div class="counts" role="radiogroup">
          {(Object.keys(PACES) as (keyof typeof PACES)[]).map((name) => {
            const on = (Object.keys(PACE_DEFAULTS) as PaceKey[]).every((k) => k === "turnSeconds" || PACES[name][k] === pace[k]);
            return (
              <label key={name} class={`count pace${on ? " on" : ""}`} data-pace={name}>
                <input type="radio" name="pace" checked={on} onChange={() => setPace({ ...PACES[name], turnSeconds: pace.turnSeconds })} />
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
            setPace(s > 0 ? { ...pace, turnSeconds: s, dealMs: 0 } : { ...pace, turnSeconds: PACE_DEFAULTS.turnSeconds });
          }}>
            <option value={0}>{t("live")}</option>
            {TURN_BASED_CHOICES.map((s) => <option key={s} value={s}>{t("hours", { n: s / 3600 })}</option>)}
          </select>
        </label>
        <details class="group" data-group="pace">
          <summary>{t("paceDetails")}</summary>
          {(Object.keys(PACE_DEFAULTS) as PaceKey[]).map((k) => (
            <label key={k} class="opt" data-setting={k}>
              <span class="opt-label">{t(k)}</span>
              <input type="number" min={0} max={PACE_MAX[k]} value={pace[k]}
                onChange={(e) => setPace({ ...pace, [k]: Math.max(0, Math.min(PACE_MAX[k], Math.round(Number((e.target as HTMLInputElement).value) || 0))) })} />
            </label>
          ))}
          <label class="opt check">
            <input type="checkbox" checked={isPublic} onChange={(e) => setPublic((e.target as HTMLInputElement).checked)} />
            <span class="opt-label">{t("public")}</span>
          </label>
        </details>
      </section>
      <div class="linkrow">
        <input readOnly value={link} data-rules-link={link} aria-label={t("rulesLink")} onFocus={(e) => (e.target as HTMLInputElement).select()} />
        <button type="button" data-action="copy-rules" onClick={() => void navigator.clipboard?.writeText(link).then(() => setCopied(true), () => undefined)}>
          {copied ? t("copied") : t("rulesLink")}
        </button>
      </div>
      {error ? <p class="error" role="alert">{error}</p> : null}
      <button type="button" class="primary big" data-action="create" disabled={busy} onClick={() => void create()}>
        {busy ? t("creating") : t("createTable")}
      </button>
    </main>
  );
}
