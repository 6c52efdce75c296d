/**
 * The rules as the page and the drawer show them: each section with its
 * sentences, its worked examples in real cards (the table's own card
 * component), its tricks and its score table; the blocks that describe a
 * house rule of this table are marked.
 */
import { Card, CardRow } from "../ui/card";
import type { Block, Pick, RuleSection } from "./model";

function BlockView({ b, house, p }: { readonly b: Block; readonly house: boolean; readonly p: Pick }) {
  const tag = house ? <em class="house-tag">{p("house rule", "本桌规则")}</em> : null;
  const cls = house ? "house" : undefined;
  switch (b.kind) {
    case "line":
      return <p class={cls} data-about={b.about.join(" ")}>{tag}{b.text}</p>;
    case "cards":
      return (
        <figure class={`rule-ex${house ? " house" : ""}`} data-about={b.about.join(" ")} data-ok={b.ok === undefined ? "" : String(b.ok)}>
          <CardRow cards={b.cards} />
          <figcaption>
            {tag}
            {b.ok === undefined ? null : <b class={b.ok ? "yes" : "no"} aria-label={b.ok ? p("allowed", "可以") : p("not allowed", "不可以")}>{b.ok ? "✓ " : "✗ "}</b>}
            {b.caption}
          </figcaption>
        </figure>
      );
    case "trick":
      return (
        <figure class={`rule-ex${house ? " house" : ""}`} data-about={b.about.join(" ")} data-winner={b.winner}>
          <ol class="rule-trick">
            {b.plays.map((x, i) => (
              <li key={i} class={i === b.winner ? "winner" : undefined}>
                <span class="who">{x.who}</span>
                <span class="cardrow small">{x.cards.map((c, k) => <Card key={`${c}${k}`} card={c} small />)}</span>
                {i === b.winner ? <b class="yes">★</b> : null}
              </li>
            ))}
          </ol>
          <figcaption>{tag}{b.caption}</figcaption>
        </figure>
      );
    case "table":
      return (
        <table class={`points rule-table${house ? " house" : ""}`} data-about={b.about.join(" ")}>
          <thead><tr>{b.head.map((h) => <th key={h}>{h}</th>)}</tr></thead>
          <tbody>{b.rows.map((r) => <tr key={r[0]}>{r.map((c, i) => <td key={i}>{c}</td>)}</tr>)}</tbody>
        </table>
      );
  }
}

export function RulesSections({ sections, changed, p, level = 2 }: {
  readonly sections: readonly RuleSection[];
  readonly changed: readonly string[];
  readonly p: Pick;
  readonly level?: 2 | 3;
}) {
  const H = level === 2 ? "h2" : "h3";
  return (
    <>
      {sections.map((s) => (
        <section key={s.id} class="rule-section" data-rules-section={s.id} id={`rules-${s.id}`}>
          <H>{s.title}</H>
          {s.blocks.map((b, i) => <BlockView key={i} b={b} p={p} house={b.about.some((k) => changed.includes(k))} />)}
        </section>
      ))}
    </>
  );
}

/** Jump links to the sections (the drawer and the page scroll; a phone reads one section at a time). */
export function RulesIndex({ sections, root }: { readonly sections: readonly RuleSection[]; readonly root: () => Element | null }) {
  return (
    <nav class="rule-index">
      {sections.map((s) => (
        <button key={s.id} type="button" class="link" data-jump={s.id} onClick={() => root()?.querySelector(`[data-rules-section="${s.id}"]`)?.scrollIntoView({ block: "start" })}>
          {s.title}
        </button>
      ))}
    </nav>
  );
}

/** The chunk's own styles (app.css stays as it is: only pages that load rules.js pay for them). */
export const RULES_CSS = `
.rules-page { max-width: 760px; margin: 0 auto; padding: 12px; }
.rules-page h1 { font-size: 22px; margin: 8px 0; }
.rule-section h2, .rule-section h3 { margin: 18px 0 6px; color: var(--gold); }
.rule-section p { margin: 6px 0; line-height: 1.45; }
.rule-ex { margin: 8px 0; padding: 8px; border-radius: 8px; background: rgba(0, 0, 0, 0.22); }
.rule-ex .cardrow { flex-wrap: wrap; row-gap: 4px; }
.rule-ex figcaption { margin-top: 6px; font-size: 14px; line-height: 1.4; }
.rule-ex .yes { color: #8fe39a; } .rule-ex .no { color: #ff9c8f; }
.rule-trick { list-style: none; margin: 0; padding: 0; display: grid; gap: 4px; }
.rule-trick li { display: flex; align-items: center; gap: 8px; min-width: 0; }
.rule-trick li.winner { outline: 1px solid var(--gold); border-radius: 6px; }
.rule-trick .who { min-width: 1.6em; font-weight: 700; }
.rule-table th { text-align: left; font-size: 13px; color: var(--muted); }
.house { border-left: 3px solid var(--gold); padding-left: 6px; }
.house-tag { font-size: 11px; font-style: normal; color: var(--gold); margin-right: 6px; text-transform: uppercase; }
.rule-index { display: flex; flex-wrap: wrap; gap: 4px 10px; margin: 8px 0; font-size: 13px; }
.rules-counts { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; margin: 8px 0; }
.rules-counts button[aria-pressed="true"] { border-color: var(--gold); color: var(--gold); }
.rules-house ul { margin: 4px 0 8px; padding-left: 18px; }
.rules-top { position: sticky; top: -12px; z-index: 1; display: flex; justify-content: space-between; align-items: center; gap: 8px; margin: -12px -16px 0; padding: 12px 16px 4px; background: #123d29; }
.rules-top h3 { margin: 0; }
.rules-top button { font-size: 20px; min-width: 40px; min-height: 36px; }
`;

export function injectStyles(): void {
  if (document.getElementById("rules-css")) return;
  const st = document.createElement("style");
  st.id = "rules-css";
  st.textContent = RULES_CSS;
  document.head.append(st);
}
