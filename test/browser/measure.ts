/**
 * Measuring a table page as a person sees it (issue 27): what lies outside
 * the screen or on another seat, once the layout has settled, at several
 * sizes and in both languages. Shared by first-hour.test.ts and
 * lobby.test.ts; every wait is for a state of the page, bounded.
 */
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { shot } from "./support";

/** The sizes the issue names: a phone, a phone held sideways, a laptop. */
export const SIZES = [[375, 667], [740, 360], [1280, 800]] as const;

/**
 * What is wrong with the table's boxes now, as a person sees them (each box
 * clipped by the boxes around it that scroll or clip; a box clipped away
 * entirely, or transparent, is not seen): anything of the table outside the
 * screen; a seat's chip or play on another seat's; a seat on the status bar,
 * the panel, the hand or the line under the table; the table's buttons on the
 * header's name or language toggle. One snapshot: measured in one go.
 */
export async function problems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const W = document.documentElement.clientWidth;
    const H = window.innerHeight;
    type Box = { l: number; t: number; r: number; b: number };
    const seen = (e: Element): Box | null => {
      const st = getComputedStyle(e);
      if (st.visibility === "hidden" || Number(st.opacity) < 0.05) return null;
      const r = e.getBoundingClientRect();
      let box: Box = { l: r.left, t: r.top, r: r.right, b: r.bottom };
      if (r.width === 0 || r.height === 0) return null;
      for (let a = e.parentElement; a; a = a.parentElement) {
        const s = getComputedStyle(a);
        if (s.overflowX === "visible" && s.overflowY === "visible") continue;
        const c = a.getBoundingClientRect();
        box = { l: Math.max(box.l, c.left), t: Math.max(box.t, c.top), r: Math.min(box.r, c.right), b: Math.min(box.b, c.bottom) };
        if (box.r - box.l < 1 || box.b - box.t < 1) return null;
      }
      return box;
    };
    const name = (e: Element) => `${e.tagName.toLowerCase()}.${[...e.classList].join(".")}${e.getAttribute("data-seat") ? `#${e.getAttribute("data-seat")}` : ""}${e.getAttribute("data-card") ? `[${e.getAttribute("data-card")}]` : ""}`;
    const fmt = (b: Box) => `[${Math.round(b.l)},${Math.round(b.t)} → ${Math.round(b.r)},${Math.round(b.b)}]`;
    const all = (sel: string) => [...document.querySelectorAll(sel)].map((e) => ({ e, b: seen(e) })).filter((x): x is { e: Element; b: Box } => x.b !== null);
    const out: string[] = [];
    const within = (sel: string) => {
      for (const { e, b } of all(sel)) {
        if (b.l < -0.5 || b.t < -0.5 || b.r > W + 0.5 || b.b > H + 0.5) out.push(`${name(e)} ${fmt(b)} outside ${W}×${H}`);
      }
    };
    within(".status-bar, .table-acts button, header.top .brand, header.top .lang, .chip, .played, .ring-note, .dock .panel, .dock .panel button, .dock .panel select, .dock .panel .hint, .hand [data-card]");
    const cross = (a: { e: Element; b: Box }, b: { e: Element; b: Box }) =>
      Math.min(a.b.r, b.b.r) - Math.max(a.b.l, b.b.l) > 1 && Math.min(a.b.b, b.b.b) - Math.max(a.b.t, b.b.t) > 1;
    // Seats: each chip with the play beside it.
    const seats = [...document.querySelectorAll(".ring .seat-pos")].map((pos) => ({
      seat: pos.querySelector(".chip")?.getAttribute("data-seat") ?? "?",
      parts: [...pos.querySelectorAll(".chip, .played")].map((e) => ({ e, b: seen(e) })).filter((x): x is { e: Element; b: Box } => x.b !== null),
    }));
    for (const [i, s] of seats.entries()) {
      for (const t of seats.slice(i + 1)) {
        for (const x of s.parts) for (const y of t.parts) if (cross(x, y)) out.push(`seat ${s.seat}'s ${name(x.e)} ${fmt(x.b)} on seat ${t.seat}'s ${name(y.e)} ${fmt(y.b)}`);
      }
    }
    const rest = all(".status-bar, .ring-note, .dock .panel, .hand [data-card]");
    for (const s of seats) for (const x of s.parts) for (const y of rest) if (cross(x, y)) out.push(`seat ${s.seat}'s ${name(x.e)} ${fmt(x.b)} on ${name(y.e)} ${fmt(y.b)}`);
    for (const x of all(".ring-note")) for (const y of all(".dock .panel, .hand [data-card]")) if (cross(x, y)) out.push(`${name(x.e)} on ${name(y.e)}`);
    for (const x of all(".table-acts button")) for (const y of all("header.top .brand, header.top .lang")) if (cross(x, y)) out.push(`${name(x.e)} ${fmt(x.b)} on ${name(y.e)} ${fmt(y.b)}`);
    return out;
  });
}

/** The page's layout once it has settled at this size: two measurements alike (the hand lays itself out after a resize). */
export async function settled(page: Page): Promise<string[]> {
  let last = "";
  let found: string[] = [];
  const deadline = Date.now() + 3_000;
  while (Date.now() < deadline) {
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    found = await problems(page);
    const now = JSON.stringify([found, await page.evaluate(() => document.querySelector("main.game")?.getBoundingClientRect().height)]);
    if (now === last) return found;
    last = now;
  }
  return found;
}

/** Checks the table at every size, in both languages; back to the phone in English afterwards. */
export async function atEverySize(page: Page, sizes: readonly (readonly [number, number])[], what: string): Promise<void> {
  const failures: string[] = [];
  for (const lang of ["en", "zh"]) {
    if ((await page.getAttribute("html", "lang"))?.startsWith("zh") !== (lang === "zh")) await page.click("[data-action=lang]");
    for (const [width, height] of sizes) {
      await page.setViewportSize({ width, height });
      for (const p of await settled(page)) failures.push(`${what}, ${width}×${height} ${lang}: ${p}`);
      await shot(page, `first-hour-${what.replace(/\W+/g, "-")}-${width}x${height}-${lang}.png`);
    }
  }
  if ((await page.getAttribute("html", "lang"))?.startsWith("zh")) await page.click("[data-action=lang]");
  await page.setViewportSize({ width: 375, height: 667 });
  await settled(page);
  expect(failures).toEqual([]);
}

