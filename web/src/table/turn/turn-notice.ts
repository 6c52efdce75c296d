/**
 * "Your turn", hard to miss: when the turn comes to this seat, a short
 * tone (unless turned off), a vibration on phones, the tab's title marked
 * (flashing while the tab is hidden), and a browser notification while the
 * tab is hidden if the player asked for them.
 */
import { useEffect, useRef } from "preact/hooks";
import { t } from "../../i18n";
import { prefs } from "../../prefs";

/** A 0.15 s tone as a WAV file (8 kHz, 8-bit): no asset to fetch, no audio library. */
function toneUrl(): string {
  const rate = 8000;
  const n = Math.round(rate * 0.15);
  const bytes = new Uint8Array(44 + n);
  const v = new DataView(bytes.buffer);
  const text = (at: number, s: string) => [...s].forEach((c, i) => v.setUint8(at + i, c.charCodeAt(0)));
  text(0, "RIFF");
  v.setUint32(4, 36 + n, true);
  text(8, "WAVEfmt ");
  v.setUint32(16, 16, true);
  v.setUint16(20, 1, true);
  v.setUint16(22, 1, true);
  v.setUint32(24, rate, true);
  v.setUint32(28, rate, true);
  v.setUint16(32, 1, true);
  v.setUint16(34, 8, true);
  text(36, "data");
  v.setUint32(40, n, true);
  for (let i = 0; i < n; i++) bytes[44 + i] = 128 + Math.round(90 * Math.sin((2 * Math.PI * 880 * i) / rate) * (1 - i / n));
  let bin = "";
  for (const b of bytes) bin += String.fromCharCode(b);
  return `data:audio/wav;base64,${btoa(bin)}`;
}

let audio: HTMLAudioElement | null = null;
function turnSound(): HTMLAudioElement {
  if (!audio) {
    audio = document.createElement("audio");
    audio.dataset.sound = "turn";
    audio.dataset.plays = "0";
    audio.preload = "auto";
    audio.src = toneUrl();
    document.body.appendChild(audio);
  }
  return audio;
}

let baseTitle = "";
let flash: ReturnType<typeof setInterval> | null = null;

function markTitle(on: boolean): void {
  if (!baseTitle) baseTitle = document.title.replace(/^● .*? · /, "");
  if (flash) clearInterval(flash);
  flash = null;
  if (!on) {
    document.title = baseTitle;
    return;
  }
  const marked = `● ${t("yourTurn")} · ${baseTitle}`;
  document.title = marked;
  // While the tab is hidden the title blinks, so the tab strip shows it.
  flash = setInterval(() => {
    document.title = document.hidden && document.title === marked ? baseTitle : marked;
  }, 1000);
}

function fire(): void {
  markTitle(true);
  if (prefs.sound) {
    const a = turnSound();
    a.dataset.plays = String(Number(a.dataset.plays) + 1);
    a.currentTime = 0;
    void a.play().catch(() => undefined);
  }
  navigator.vibrate?.(120);
  if (prefs.notify && document.hidden && typeof Notification !== "undefined" && Notification.permission === "granted") {
    new Notification("pengyou", { body: t("yourTurn"), tag: "pengyou-turn" });
  }
}

/** Fires the notice when `mine` becomes true; clears the title when it ends. */
export function useTurnNotice(mine: boolean): void {
  const was = useRef(false);
  useEffect(() => {
    if (mine && !was.current) fire();
    if (!mine && was.current) markTitle(false);
    was.current = mine;
  }, [mine]);
  useEffect(() => () => markTitle(false), []);
}
