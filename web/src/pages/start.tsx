/**
 * The start page: choose a game (Tractor, Finding Friends, Zheng Fen), then
 * its rule set (each preset with one line on whose rules it is), the number
 * of players, the house rules (grouped and searchable) and the table's
 * pace, then the name to sit down under (the last one given here, kept),
 * and create the table: its maker goes to it as its host, in seat 0 (one
 * tap to leave it and watch, or to change the name). Below them, the lobby
 * (its own script) and the rules as a link to send. Each part is in
 * web/src/start; this file holds the choices and creates the table.
 */
import { useState } from "preact/hooks";
import { Api, ApiError } from "../../../src/client/http";
import { PRESET_INFO, type PresetName, isPresetName } from "../../../src/engine";
import { lang, t } from "../i18n";
import type { Overrides } from "../options/options-editor";
import { ruleSetFromUrl, ruleSetLink } from "../options/rules-link";
import { navigate } from "../route";
import { GameChoice } from "../start/game-choice";
import { FIRST_PRESET, type Game } from "../start/games";
import { LobbySlot } from "../start/lobby-slot";
import { PaceChoice } from "../start/pace-choice";
import { type Pace, changedPace, paceFrom } from "../start/pace-settings";
import { PlayerCount, usualPlayers } from "../start/player-count";
import { RulesLinkRow } from "../ui/rules-link-row";
import { keepTable, saveName, savedName, setHostToken, setSeatToken } from "../storage";
import { OptionsEditor } from "../ui/options-host";

export function StartPage() {
  // A shared rule set (?rules=…) sets the page up as its sender had it.
  const [shared] = useState(() => {
    const r = ruleSetFromUrl();
    return r && isPresetName(r.game) && PRESET_INFO[r.game].players.includes(r.players) ? r : null;
  });
  const [preset, setPreset] = useState<PresetName>(shared ? (shared.game as PresetName) : "zpy-80");
  const [players, setPlayers] = useState(shared ? shared.players : usualPlayers("zpy-80"));
  const [overrides, setOverrides] = useState<Overrides>(shared ? shared.options : {});
  const [pace, setPace] = useState<Pace>(() => paceFrom(shared?.settings));
  const [isPublic, setPublic] = useState(false);
  const [name, setName] = useState(savedName);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const chooseGame = (g: Game) => choose(FIRST_PRESET[g]);
  const choose = (p: PresetName) => {
    setPreset(p);
    setPlayers(usualPlayers(p));
    setOverrides({});
    setError(null);
  };

  const create = async () => {
    setBusy(true);
    setError(null);
    try {
      const settings = changedPace(pace);
      saveName(name);
      const sit = name.trim() ? { name: name.trim() } : {};
      const created = await new Api(location.origin).createTable({ game: preset, options: overrides, players, settings: { ...settings, lang }, public: isPublic, sit });
      setHostToken(created.tableId, created.hostToken);
      if (created.seatToken) {
        setSeatToken(created.tableId, created.seatToken);
        keepTable(created.tableId, 0);
      }
      navigate(`/t/${created.tableId}`);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : String(e));
      setBusy(false);
    }
  };

  return (
    <main class="start">
      <h1 class="tagline">{t("tagline")} <a href="/learn" data-action="learn">{t("learnToPlay")}</a></h1>
      {shared ? <p class="notice event" data-notice="shared-rules">{t("sharedRules")}</p> : null}
      <GameChoice preset={preset} onGame={chooseGame} onChoose={choose} />
      <PlayerCount preset={preset} players={players} onChange={setPlayers} />
      <section>
        <h2>{t("houseRules")}</h2>
        <OptionsEditor preset={preset} players={players} overrides={overrides} onChange={setOverrides} search />
      </section>
      <PaceChoice pace={pace} onPace={setPace} isPublic={isPublic} onPublic={setPublic} />
      <RulesLinkRow link={ruleSetLink({ game: preset, players, options: overrides, settings: changedPace(pace) })} />
      <label class="opt name">
        <span class="opt-label">{t("yourName")}</span>
        <input data-field="name" maxLength={32} value={name} placeholder={t("yourName")} autoComplete="nickname" onInput={(e) => setName((e.target as HTMLInputElement).value)} />
      </label>
      {error ? <p class="error" role="alert">{error}</p> : null}
      <button type="button" class="primary big" data-action="create" disabled={busy} onClick={() => void create()}>
        {busy ? t("creating") : t("createTable")}
      </button>
      {/* Last: the lobby comes in its own script after the page is drawn, and drawn above, it pushed the game
          choice down under a finger about to tap it (a layout shift of 0.23 on a phone; start-page.test.ts). */}
      <LobbySlot />
    </main>
  );
}
