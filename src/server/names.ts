/**
 * Names and chat text as the table shows them: trimmed, without control or
 * direction-changing characters (U+202E can make a name read backwards, or
 * make a line of chat look like another's), and a name is nobody else's:
 * not another seat's, not a bot's.
 */
import { LIMITS } from "../protocol";

/**
 * C0 and C1 controls, the bidi embeddings, overrides and isolates, the
 * Arabic letter mark, zero-width spaces and the byte-order mark, line and
 * paragraph separators. Zero-width joiners stay: emoji and several scripts
 * need them.
 */
const UNWANTED = /[\u0000-\u001f\u007f-\u009f\u061c\u200b\u200e\u200f\u2028\u2029\u202a-\u202e\u2060\u2066-\u2069\ufeff]/g;

/** Text fit to show: normalized, unwanted characters gone, runs of spaces one space, trimmed. */
export function cleanText(text: string): string {
  return text.normalize("NFC").replace(/\s+/g, " ").replace(UNWANTED, "").replace(/ {2,}/g, " ").trim();
}

/** A name that reads like a bot's ("Bot 3", "bot"): people may not take it. */
const BOT_LIKE = /^bot\s*\d*$/i;

/** Cuts a string to `max` code points, never in the middle of a surrogate pair. */
function cut(text: string, max: number): string {
  const points = [...text];
  return points.length <= max ? text : points.slice(0, max).join("").trim();
}

/**
 * The name a person gets: `wanted` cleaned (or `fallback` when nothing is
 * left of it, or it reads like a bot's), then made unique against `taken`
 * (compared without case) with a number: "Mei", "Mei 2", "Mei 3".
 */
export function uniqueName(wanted: string | null, taken: Iterable<string>, fallback: string): string {
  const used = new Set([...taken].map((n) => n.toLowerCase()));
  let base = cut(cleanText(wanted ?? ""), LIMITS.nameChars);
  if (base === "" || BOT_LIKE.test(base)) base = fallback;
  if (!used.has(base.toLowerCase())) return base;
  for (let n = 2; ; n++) {
    const suffix = ` ${n}`;
    const name = `${cut(base, LIMITS.nameChars - suffix.length)}${suffix}`;
    if (!used.has(name.toLowerCase())) return name;
  }
}
