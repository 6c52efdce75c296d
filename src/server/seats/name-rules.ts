/**
 * Names and chat text as the table shows them: trimmed, without control or
 * direction-changing characters (U+202E can make a name read backwards, or
 * make a line of chat look like another's), and a name is nobody else's:
 * not another seat's, not a bot's, not even by looking like one
 * (src/server/seats/skeleton.ts).
 */
import { LIMITS } from "../../protocol";
import { IGNORABLE, skeleton } from "./skeleton";

/**
 * C0 and C1 controls, the bidi embeddings, overrides and isolates, the
 * Arabic letter mark, zero-width spaces and the byte-order mark, line and
 * paragraph separators. Zero-width joiners stay: emoji and several scripts
 * need them.
 */
const UNWANTED = /[\u0000-\u001f\u007f-\u009f\u061c\u200b\u200e\u200f\u2028\u2029\u202a-\u202e\u2060\u2066-\u2069\ufeff]/g;

/** C0 and C1 controls: what UNWANTED holds beyond default-ignorables and spaces. */
const CONTROLS = /[\u0000-\u001f\u007f-\u009f]/g;

/** Chat text fit to show: normalized, unwanted characters gone, runs of spaces one space, trimmed. */
export function cleanText(text: string): string {
  return text.normalize("NFC").replace(/\s+/g, " ").replace(UNWANTED, "").replace(/ {2,}/g, " ").trim();
}

/**
 * A name fit to show. Stricter than chat: every default-ignorable code point
 * goes (soft hyphen, joiners, variation selectors, U+180E, the Hangul
 * fillers: invisible, they only make a name differ from another that looks
 * the same; an emoji sequence falls apart into its emoji), and NFKC folds
 * compatibility forms (fullwidth letters, mathematical bold, ligatures,
 * the ideographic space) into the plain ones. Chat keeps them: NFKC would
 * turn a Chinese line's fullwidth punctuation into ASCII. They go before
 * NFKC so that a mark they held apart composes with its letter.
 */
export function cleanName(text: string): string {
  const visible = text.replace(IGNORABLE, "").replace(/\s+/g, " ").replace(CONTROLS, "");
  return visible.normalize("NFKC").replace(/\s+/g, " ").trim();
}

/**
 * How names are compared: a name's skeleton as written, of its lowercase and
 * of its uppercase, each kind against the same kind. One case fold before
 * the skeleton is not enough: lowercasing turns Cyrillic "М" (whose
 * prototype is "M") into "м" (prototype "ʍ"), so "Меi" would pass for
 * "Mei"; uppercasing turns "l" into "L", so "BiII" would pass for "Bill".
 * Folding after the skeleton misses "mei" against "Mei" ("m" is "rn").
 */
const FOLDS: readonly ((s: string) => string)[] = [(s) => s, (s) => s.toLowerCase(), (s) => s.toUpperCase()];

/** The comparison keys of a name, one per fold, tagged so that only keys of one fold meet. */
function keysOf(name: string): string[] {
  return FOLDS.map((fold, i) => `${i}:${skeleton(fold(name))}`);
}

/** "Bot" and what may follow it in a bot's name (spaces, digits: their skeletons, "0" is "O"), under each fold; built on first use. */
let botForms: { fold: (s: string) => string; word: string; tail: Set<string>; space: string }[] | null = null;

/**
 * Combining marks (nonspacing, enclosing, spacing): each is drawn on the
 * character before it, so "Bot 2" with an acute over the 2 (U+0301) or a
 * ring around it (U+20DD) still reads as "Bot 2" at a glance. A bot's name
 * has none, so they go before a name is held against it.
 */
const MARKS = /\p{M}/gu;

/**
 * A name that reads like a bot's ("Bot 3", "bot", "B0T 2", "Ｂｏｔ２",
 * "Bot 2\u0301"): by skeleton, under any fold, once its combining marks are
 * gone (default-ignorables go in the skeleton), "Bot" then nothing but
 * spaces and digits. People may not take it. The one place a name is held
 * against the bots' names: uniqueName asks it.
 */
export function botLike(name: string): boolean {
  botForms ??= FOLDS.map((fold) => ({ fold, word: skeleton(fold("Bot")), tail: new Set([..." 0123456789"].map((c) => skeleton(fold(c)))), space: skeleton(fold(" ")) }));
  // Spaces go from both ends once the marks are gone: a mark first, on nothing, can stand before a space ("\u0327 Bot").
  const bare = name.normalize("NFD").replace(MARKS, "").trim();
  return botForms.some(({ fold, word, tail, space }) => {
    // (Marks again after the skeleton: a few prototypes carry one.)
    const points = [...skeleton(fold(bare)).replace(MARKS, "")];
    while (tail.has(points.at(-1) ?? "")) points.pop();
    while (points.length > 0 && points[0] === space) points.shift();
    return points.join("") === word;
  });
}

/** Whether two names can be taken for each other: same skeleton as written, in lowercase or in uppercase. */
export function looksLike(a: string, b: string): boolean {
  const keys = new Set(keysOf(b));
  return keysOf(a).some((k) => keys.has(k));
}

/** Cuts a string to `max` code points, never in the middle of a surrogate pair. */
function cut(text: string, max: number): string {
  const points = [...text];
  return points.length <= max ? text : points.slice(0, max).join("").trim();
}

/**
 * The name a person gets: `wanted` cleaned (or `fallback` when nothing is
 * left of it, or it reads like a bot's), then made unique against `taken`
 * with a number: "Mei", "Mei 2", "Mei 3". Unique means no other name looks
 * like it: "mei", "Меi" in Cyrillic or "Mei" with a soft hyphen inside are
 * all "Mei" here.
 */
export function uniqueName(wanted: string | null, taken: Iterable<string>, fallback: string): string {
  const used = new Set([...taken].flatMap(keysOf));
  const free = (name: string) => !keysOf(name).some((k) => used.has(k));
  let base = cut(cleanName(wanted ?? ""), LIMITS.nameChars);
  if (base === "" || botLike(base)) base = fallback;
  if (free(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = ` ${n}`;
    const name = `${cut(base, LIMITS.nameChars - suffix.length)}${suffix}`;
    if (free(name)) return name;
  }
}
