/**
 * The skeleton of UTS #39 (Unicode Security Mechanisms, section 4): two
 * strings whose skeletons are equal can be mistaken for each other on
 * screen. A skeleton is only for comparing; it is never shown.
 */
import { CONFUSABLES } from "./confusables-data";

/**
 * Default_Ignorable_Code_Point: soft hyphen, joiners, variation selectors,
 * the Mongolian vowel separator, Hangul fillers, tags and the like. Nothing
 * draws them, so they are dropped before comparing (and from names). The
 * property comes from the runtime's own Unicode data (V8 knows it), so no
 * ranges are shipped.
 */
export const IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu;

/** Code point → prototype (about 6,500 of them), unpacked from the table on first use. */
let prototypes: Map<number, string> | null = null;

const [COMMA, DOT, COLON, PLUS] = [0x2c, 0x2e, 0x3a, 0x2b];

/**
 * Reads the table packed by scripts/confusables.mjs: entries
 * `<step>:<target>[+<run>]`, numbers in base 36. A scan by character codes,
 * not split() and parseInt(): it runs once per isolate, on the first name
 * compared, and this way costs a few milliseconds rather than tens.
 */
function unpack(): Map<number, string> {
  const map = new Map<number, string>();
  let last = 0;
  for (const line of CONFUSABLES) {
    let n = 0;
    let digits = 0;
    let source = 0;
    let inRun = false;
    let points: number[] = [];
    for (let i = 0; i <= line.length; i++) {
      const c = i < line.length ? line.charCodeAt(i) : COMMA;
      if (c === COLON) source = last + (digits > 0 ? n : 1);
      else if (c === DOT || c === PLUS) {
        points.push(n);
        inRun = c === PLUS;
      } else if (c === COMMA) {
        if (!inRun) points.push(n);
        const run = inRun ? n : 1;
        // A run maps successive sources to successive single code points.
        for (let k = 0; k < run; k++) map.set(source + k, String.fromCodePoint(...points.map((p) => p + k)));
        last = source + run - 1;
        points = [];
        inRun = false;
      } else {
        n = n * 36 + (c < 0x61 ? c - 0x30 : c - 0x57); // 0-9, a-z
        digits++;
        continue;
      }
      n = 0;
      digits = 0;
    }
  }
  return map;
}

/** The prototype UTS #39 gives a code point, what it can pass for; undefined when it passes only for itself. */
export function prototypeOf(codePoint: number): string | undefined {
  prototypes ??= unpack();
  return prototypes.get(codePoint);
}

/**
 * skeleton(X) as UTS #39 defines it: NFD, drop default-ignorable code
 * points, replace each code point by its prototype, NFD again. It is
 * case-sensitive, like the data ("l" and "I" share a skeleton, "m" is "rn",
 * "M" is itself); src/server/seats/name-rules.ts compares names caselessly on top of it.
 */
export function skeleton(text: string): string {
  let out = "";
  for (const ch of text.normalize("NFD").replace(IGNORABLE, "")) out += prototypeOf(ch.codePointAt(0) ?? 0) ?? ch;
  return out.normalize("NFD");
}
