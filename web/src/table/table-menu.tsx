/**
 * The table's menu: the player's own settings (turn sound, notifications,
 * auto-play of forced moves, four-colour deck), the table's pace (turn
 * clock and bot speed: everyone sees them, the host may change them or turn
 * the clock off), the house rules in play, read-only, with a link that sets
 * up the same rules on a new table, and the host's "end the game".
 */
import { type Clock, PACE_DEFAULTS, clockOf } from "../../../src/protocol/pace";
import { useState } from "preact/hooks";
import type { TableSettings } from "../../../src/protocol";
import { refusalText } from "../errors";
import { lang, t } from "../i18n";
import { loadPush, pushWanted } from "../push-loader";
import { LIVE_TURN_SECONDS_MAX, TURN_SECONDS_MAX } from "../../../src/protocol/turn-based";
import { type Prefs, prefs, setPref } from "../prefs";
import { ruleSetLink } from "../options/rules-link";
import { showRules } from "../rules-loader";
import { OptionsEditor } from "../ui/options-host";
import { RulesLinkRow } from "../ui/rules-link-row";
import { Sheet } from "../ui/sheet";
import { PublicToggle } from "./public-toggle";
import type { TableHandle } from "./use-table";

/** The server's defaults (docs/PROTOCOL.md). */

export function paceOf(settings: TableSettings | undefined): { turnSeconds: number; botDelayMs: number; resultMs: number } {
  return {
    turnSeconds: settings?.turnSeconds ?? PACE_DEFAULTS.turnSeconds,
    botDelayMs: settings?.botDelayMs ?? PACE_DEFAULTS.botDelayMs,
    resultMs: settings?.resultMs ?? PACE_DEFAULTS.resultMs,
  };
}

function Toggle({ k, label, onChange }: { readonly k: keyof Prefs; readonly label: string; readonly onChange?: (v: boolean) => void }) {
  const [v, setV] = useState(prefs[k]);
  return (
    <label class="opt check" data-pref={k}>
      <input type="checkbox" checked={v} onChange={(e) => {
        const on = (e.target as HTMLInputElement).checked;
        setPref(k, on);
        setV(on);
        onChange?.(on);
      }} />
      <span class="opt-label">{label}</span>
    </label>
  );
}

function Pace({ h }: { readonly h: TableHandle }) {
  const table = h.client.table;
  const pace = paceOf(table?.settings);
  const [turn, setTurn] = useState(pace.turnSeconds);
  const [bot, setBot] = useState(pace.botDelayMs);
  const [sent, setSent] = useState(false);
  const refused = sent && h.notice && (h.notice.code === "started" || h.notice.code === "bad-options") ? h.notice : null;
  return (
    <section data-section="pace">
      <h3>{t("tablePace")}</h3>
      {h.client.host ? (
        <>
          <label class="opt" data-setting="turnSeconds">
            <span class="opt-label">{t("turnSeconds")}</span>
            <input type="number" min={0} max={TURN_SECONDS_MAX} value={turn} onInput={(e) => setTurn(Math.max(0, Math.min(TURN_SECONDS_MAX, Math.round(Number((e.target as HTMLInputElement).value) || 0))))} />
          </label>
          <label class="opt" data-setting="botDelayMs">
            <span class="opt-label">{t("botDelayMs")}</span>
            <input type="number" min={0} max={10000} step={100} value={bot} onInput={(e) => setBot(Math.max(0, Math.min(10000, Math.round(Number((e.target as HTMLInputElement).value) || 0))))} />
          </label>
          <button type="button" class="primary" data-action="set-pace" disabled={turn === pace.turnSeconds && bot === pace.botDelayMs} onClick={() => {
            h.clearNotice();
            setSent(true);
            h.client.configure({ settings: { turnSeconds: turn, botDelayMs: bot } });
          }}>{t("apply")}</button>
          {refused ? (
            <p class="precheck" role="alert" data-notice="pace">{refused.code === "started" ? t("paceLater") : refusalText(refused)}</p>
          ) : null}
          <PublicToggle client={h.client} />
        </>
      ) : null}
      <p data-pace={`${pace.turnSeconds}:${pace.botDelayMs}`}>{paceWords(pace)}</p>
    </section>
  );
}

/** Notifications of this seat to this device (Web Push): the code comes when the player asks (push.js). */
function PushSwitch({ h }: { readonly h: TableHandle }) {
  const id = h.client.tableId ?? "";
  const [state, setState] = useState(pushWanted(id) ? "on" : "off");
  const [why, setWhy] = useState("");
  return (
    <label class="opt check" data-pref="push" data-push={state}>
      <input type="checkbox" checked={state === "on"} disabled={state === "busy"} onChange={() => {
        const on = state !== "on";
        setState("busy");
        void loadPush().then(async (m) => {
          const s = await (on ? m.turnOn(h.client, id) : m.turnOff(h.client, id));
          setState(s);
          setWhy(m.why(s, lang));
        }, () => setState("off"));
      }} />
      <span class="opt-label">{t("prefPush")} <small class="muted">{why}</small></span>
    </label>
  );
}

/** The clock in words: a move's seconds, burying's and calling's, the bank (a turn-based table: hours a move). */
export function clockWords(c: Clock): string {
  if (c.turnSeconds > LIVE_TURN_SECONDS_MAX) return t("hours", { n: c.turnSeconds / 3600 });
  return t("clockOn", { n: c.turnSeconds, s: c.setupSeconds, b: c.bankSeconds });
}

export function paceWords(p: { turnSeconds: number; botDelayMs: number }): string {
  const clock = clockOf(p.turnSeconds);
  return `${clock ? clockWords(clock) : t("clockOff")} · ${t("botPace", { n: (p.botDelayMs / 1000).toFixed(1) })}`;
}

export function TableMenu({ h, over, onClose }: { readonly h: TableHandle; readonly over: boolean; readonly onClose: () => void }) {
  const table = h.client.table;
  if (!table) return null;
  const link = ruleSetLink({ game: table.game, players: table.players, options: table.options, settings: table.settings });
  return (
    <Sheet name="menu" label={t("menu")} onClose={onClose}>
      <h3>{t("mySettings")}</h3>
      <Toggle k="sound" label={t("prefSound")} />
      <Toggle k="notify" label={t("prefNotify")} onChange={(on) => {
        if (on && typeof Notification !== "undefined" && Notification.permission === "default") void Notification.requestPermission();
      }} />
      {h.client.you !== null ? <PushSwitch h={h} /> : null}
      <Toggle k="autoPlay" label={t("prefAuto")} />
      <Toggle k="fourColour" label={t("prefFour")} />
      <Pace h={h} />
      <section data-section="rules">
        <h3>{t("options")}</h3>
        <button type="button" data-action="rules" onClick={() => {
          onClose();
          showRules(table, h.client.view);
        }}>{t("howToPlay")}</button>
        <OptionsEditor preset={table.game} overrides={table.options} onChange={() => undefined} disabled />
        <RulesLinkRow link={link} />
      </section>
      {h.client.host && !over ? (
        <section data-section="host">
          <button type="button" class="danger" data-action="end" onClick={() => {
            if (confirm(t("endConfirm"))) {
              h.client.end();
              onClose();
            }
          }}>{t("endGame")}</button>
        </section>
      ) : null}
    </Sheet>
  );
}
