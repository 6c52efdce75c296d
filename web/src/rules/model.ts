/**
 * What the rules text is made of: sections of blocks, each block a sentence,
 * a row of real cards with a caption, a trick, or a small table. Every block
 * names the options it describes (`about`), so a table's house rules can be
 * marked where they differ from the preset, and tests can check that
 * changing an option changes the words that describe it.
 */
export type Lang = "en" | "zh";

export type Block =
  | { readonly kind: "line"; readonly text: string; readonly about: readonly string[] }
  /** Cards shown as the table shows them; `ok` marks a legal/valid example (false: a counter-example). */
  | { readonly kind: "cards"; readonly cards: readonly string[]; readonly caption: string; readonly about: readonly string[]; readonly ok?: boolean }
  /** A trick: each seat's play in order; `winner` indexes `plays`. */
  | {
    readonly kind: "trick";
    readonly plays: readonly { readonly who: string; readonly cards: readonly string[] }[];
    readonly winner: number;
    readonly caption: string;
    readonly about: readonly string[];
  }
  | { readonly kind: "table"; readonly head: readonly string[]; readonly rows: readonly (readonly string[])[]; readonly about: readonly string[] };

export interface RuleSection {
  /** Stable id (tests and anchors), e.g. "trump", "following". */
  readonly id: string;
  readonly title: string;
  readonly blocks: readonly Block[];
}

/** `pick("dog", "狗")` in the language of the text being built. */
export type Pick = (en: string, zh: string) => string;

export function picker(lang: Lang): Pick {
  return (en, zh) => (lang === "zh" ? zh : en);
}

/** Every word of a block (what tests compare and search). */
export function blockText(b: Block): string {
  switch (b.kind) {
    case "line":
      return b.text;
    case "cards":
      return `${b.cards.join(" ")} ${b.caption}`;
    case "trick":
      return `${b.plays.map((p) => `${p.who}: ${p.cards.join(" ")}`).join(" / ")} ${b.caption}`;
    case "table":
      return [b.head.join(" | "), ...b.rows.map((r) => r.join(" | "))].join("\n");
  }
}
