/**
 * Before the game: who sits where, a name and a seat to take (or just
 * watch), the link to share (copy, the system's share sheet, a QR code for
 * friends in the same room), and the host's controls: bots, kicks, the
 * rules and the number of seats, and the start.
 */
import { useState } from "preact/hooks";
import { BOT_LEVELS, DEFAULT_BOT_LEVEL, PRESET_INFO, PRESET_RULES, isBotLevel, isPresetName } from "../../../src/engine";
import { isShengjiPreset } from "../../../src/engine/client";
import type { TableSummary } from "../../../src/protocol";
import { lang, t } from "../i18n";
import type { Overrides } from "../options/options-editor";
import { presetName } from "../preset-names";
import { showRules } from "../rules-loader";
import { saveName, savedName } from "../storage";
import { OptionsEditor } from "../ui/options-host";
import { Qr } from "../ui/qr";
import { refusalText } from "../errors";
import { displayName } from "./names";
import { PublicToggle } from "./public-toggle";
import type { TableHandle } from "./use-table";

/** With fixed partners (Tractor, Da Bai Fen), the team of each seat: alternate seats play together. */
function fixedTeams(table: TableSummary): boolean {
  if (!isShengjiPreset(table.game)) return false;
  return ((table.options.teams as string | undefined) ?? PRESET_RULES[table.game].teams) === "fixed";
}

export function tableLink(id: string): string {
  return `${location.origin}/t/${id}`;
}

function ShareBox({ id }: { readonly id: string }) {
  const [copied, setCopied] = useState(false);
  const link = tableLink(id);
  const canShare = typeof navigator.share === "function";
  return (
    <section class="share" data-section="share">
      <h3>{t("share")}</h3>
      <div class="linkrow">
        <input readOnly value={link} data-link={link} onFocus={(e) => (e.target as HTMLInputElement).select()} aria-label={t("share")} />
        <button type="button" data-action="copy" onClick={() => {
          void navigator.clipboard?.writeText(link).then(() => setCopied(true), () => setCopied(false));
        }}>
          {copied ? t("copied") : t("copyLink")}
        </button>
        {canShare ? (
          <button type="button" onClick={() => void navigator.share({ title: "pengyou", url: link }).catch(() => undefined)}>
            {t("shareLink")}
          </button>
        ) : null}
      </div>
      <details class="qrbox">
        <summary>{t("scan")}</summary>
        <Qr text={link} />
      </details>
    </section>
  );
}

/** Seated before the game (the start page seats a table's maker under the name it was given): another name, one tap. */
function Rename({ h, now }: { readonly h: TableHandle; readonly now: string }) {
  const [name, setName] = useState(now);
  const wanted = name.trim();
  const send = () => {
    if (!wanted || wanted === now) return;
    saveName(wanted);
    h.client.rename(wanted);
  };
  return (
    <form class="opt name rename" data-section="rename" onSubmit={(e) => {
      e.preventDefault();
      send();
    }}>
      <label>
        <span class="opt-label">{t("yourName")}</span>
        <input data-field="rename" maxLength={32} value={name} onInput={(e) => setName((e.target as HTMLInputElement).value)} />
      </label>
      <button type="submit" data-action="rename" disabled={!wanted || wanted === now}>{t("rename")}</button>
    </form>
  );
}

function SeatList({ h, table }: { readonly h: TableHandle; readonly table: TableSummary }) {
  const { client } = h;
  const [name, setName] = useState(savedName());
  const seated = client.you !== null;
  const myName = client.you === null ? "" : (table.seats[client.you]?.name ?? "");
  const teams = fixedTeams(table);
  const open = table.seats.some((s) => s.name === null && !s.bot);
  return (
    <section class="seats-list" data-section="seats">
      <h3>{t("seatsLabel")}</h3>
      {!seated ? (
        <label class="opt name">
          <span class="opt-label">{t("yourName")}</span>
          <input data-field="name" maxLength={32} value={name} placeholder={t("yourName")} onInput={(e) => setName((e.target as HTMLInputElement).value)} />
        </label>
      ) : table.phase === "lobby" ? (
        // Keyed by the name the table gave (made unique, it may differ from the one asked for): the field starts again from it.
        <Rename key={myName} h={h} now={myName} />
      ) : null}
      <ol>
        {table.seats.map((s) => {
          const mine = client.you === s.seat;
          const empty = s.name === null && !s.bot;
          return (
            <li key={s.seat} class={`seat-row${mine ? " mine" : ""}`} data-seat={s.seat} data-state={empty ? "empty" : s.bot ? "bot" : "person"}>
              <span class={`dot${s.connected || s.bot ? " on" : ""}`} aria-hidden="true" />
              <span class="who">
                {empty ? <em class="muted">{t("empty")}</em> : displayName(s.name, s.bot, s.seat)}
                {teams ? <small class={`tag team team-${s.seat % 2}`} data-team={s.seat % 2}>{t(s.seat % 2 === 0 ? "teamA" : "teamB")}</small> : null}
                {s.bot ? <small class="tag">{t("bot")}</small> : null}
                {s.bot && s.level && !client.host ? <small class="tag" data-level={s.level}>{t(`level_${s.level}`)}</small> : null}
                {mine ? <small class="tag you">{t("you")}</small> : null}
                {!s.bot && !empty && !s.connected ? <small class="muted"> · {t("offlineSeat")}</small> : null}
              </span>
              <span class="acts">
                {empty && !seated ? (
                  <button type="button" class="primary" data-action="sit" onClick={() => {
                    saveName(name);
                    client.sit(s.seat, name.trim() || undefined);
                  }}>
                    {t("sit")}
                  </button>
                ) : null}
                {client.host && empty ? (
                  <button type="button" data-action="bot" onClick={() => client.bot(s.seat, true)}>{t("addBot")}</button>
                ) : null}
                {client.host && s.bot ? (
                  <select
                    data-field="bot-level"
                    aria-label={`${t("botLevel")} · ${displayName(s.name, s.bot, s.seat)}`}
                    value={s.level ?? "strong"}
                    onChange={(e) => {
                      const level = (e.target as HTMLSelectElement).value;
                      client.bot(s.seat, true, isBotLevel(level) ? level : DEFAULT_BOT_LEVEL);
                    }}
                  >
                    {BOT_LEVELS.map((level) => <option key={level} value={level}>{t(`level_${level}`)}</option>)}
                  </select>
                ) : null}
                {client.host && s.bot ? (
                  <button type="button" data-action="unbot" onClick={() => client.bot(s.seat, false)}>{t("removeBot")}</button>
                ) : null}
                {client.host && !s.bot && !empty && !mine ? (
                  <button type="button" data-action="kick" onClick={() => client.kick(s.seat)}>{t("kick")}</button>
                ) : null}
                {mine ? <button type="button" data-action="leave" onClick={() => client.leave()}>{t("leave")}</button> : null}
              </span>
            </li>
          );
        })}
      </ol>
      {!seated ? <p class="muted" data-watching={open ? "open" : "full"}>{open ? t("watching") : t("watchingFull")}</p> : null}
      {teams ? <p class="muted" data-note="teams">{t("teamsNote")}</p> : null}
    </section>
  );
}

function HostControls({ h, table }: { readonly h: TableHandle; readonly table: TableSummary }) {
  const { client } = h;
  const [overrides, setOverrides] = useState<Overrides>(table.options);
  const counts = isPresetName(table.game) ? PRESET_INFO[table.game].players : [table.players];
  const empty = table.seats.filter((s) => s.name === null && !s.bot);
  const ready = empty.length === 0;
  const dirty = JSON.stringify(overrides) !== JSON.stringify(table.options);
  return (
    <section class="host" data-section="host">
      <p class="muted">{t("youHost")}</p>
      <div class="buttons">
        {empty.length > 0 ? (
          <button type="button" data-action="fill-bots" onClick={() => empty.forEach((s) => client.bot(s.seat, true))}>{t("fillBots")}</button>
        ) : null}
        <button type="button" class="primary big" data-action="start" disabled={!ready} onClick={() => client.start()}>{t("start")}</button>
      </div>
      <PublicToggle client={client} />
      <details class="group">
        <summary>{t("options")}</summary>
        <label class="opt">
          <span class="opt-label">{t("players")}</span>
          <select value={table.players} onChange={(e) => client.configure({ players: Number((e.target as HTMLSelectElement).value) })}>
            {counts.map((n) => <option key={n} value={n}>{n}</option>)}
          </select>
        </label>
        <OptionsEditor preset={table.game} overrides={overrides} onChange={setOverrides} />
        {dirty ? (
          <button type="button" class="primary" data-action="configure" onClick={() => client.configure({ options: overrides })}>{t("apply")}</button>
        ) : null}
      </details>
    </section>
  );
}

export function Lobby({ h, table }: { readonly h: TableHandle; readonly table: TableSummary }) {
  const { client } = h;
  const summary = isPresetName(table.game) ? PRESET_INFO[table.game][lang === "zh" ? "summaryZh" : "summary"] : "";
  return (
    <main class="lobby">
      <h2 data-game={table.game}>{presetName(table.game, lang)}</h2>
      <p class="muted">{summary} <button type="button" class="link" data-action="rules" onClick={() => showRules(table, null)}>{t("howToPlay")}</button></p>
      {h.notice ? <p class="notice refusal" role="alert" data-notice="refusal">{refusalText(h.notice)}</p> : null}
      <SeatList h={h} table={table} />
      {client.host ? <HostControls h={h} table={table} /> : <p class="muted">{t("waitingHost")}</p>}
      <ShareBox id={table.id} />
    </main>
  );
}
