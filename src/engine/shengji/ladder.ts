/**
 * The ladder of a lead: the shapes a follower must try to match, best first.
 *
 * One general rule orders shapes (the rule behind 004's lists): compare the
 * sizes of the sets in the shape, largest first (so a triple beats a pair
 * and a single, and three pairs beat two pairs and two singles); at equal
 * sets, compare the lengths of the sequences they form, longest first (a
 * tractor of three pairs, then a tractor of two and a pair, then three pairs).
 * For 004's triple lead this gives: triple; pair + card; three cards. For
 * its three-pair tractor: the tractor; two adjacent pairs + a pair; three
 * pairs; two adjacent pairs + two cards; two pairs + two cards; a pair + four
 * cards; six cards. Suit comes before all of this and is checked separately.
 *
 * Which shapes a lead unit may fall back to depends on the follow rule:
 * `hierarchy` allows every shape of the same number of cards that orders
 * below it; `pagat` only drops whole sets to loose cards; `eighty` also lets
 * a set shrink one card at a time down to a pair. (`subset`, 000's variant,
 * has no ladder: its parts are ordered by containment, see subset.ts.)
 */
import type { FollowRule } from "./trick-rules";
import { type Shape, type ShapeUnit, type TractorMin, canonicalShape, shapeKey, unitSize } from "./units";

/** The follow rules that order a follower's shapes on a ladder (`suit-only` asks for no shape at all). */
export type LadderRule = Exclude<FollowRule, "subset" | "suit-only">;

/** Set sizes, one entry per set (a tractor contributes one per level), largest first. */
function setSizes(shape: Shape): number[] {
  const out: number[] = [];
  for (const u of shape) for (let i = 0; i < u.length; i++) out.push(u.width);
  return out.sort((a, b) => b - a);
}

/** Sequence lengths of the multi-card sets, longest first. */
function runLengths(shape: Shape): number[] {
  return shape.filter((u) => u.width > 1).map((u) => u.length).sort((a, b) => b - a);
}

function compareLists(a: readonly number[], b: readonly number[]): number {
  const n = Math.max(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** > 0 when shape a asks more of a follower than shape b. */
export function compareShapes(a: Shape, b: Shape): number {
  return compareLists(setSizes(a), setSizes(b)) || compareLists(runLengths(a), runLengths(b));
}

function singles(n: number): ShapeUnit[] {
  return Array.from({ length: n }, () => ({ width: 1, length: 1 }));
}

/** Partitions of n into parts of at most `max`, largest part first. */
function partitions(n: number, max: number): number[][] {
  if (n === 0) return [[]];
  const out: number[][] = [];
  for (let p = Math.min(n, max); p >= 1; p--) for (const rest of partitions(n - p, p)) out.push([p, ...rest]);
  return out;
}

/** Ways to group k sets of one width into runs (lengths 1, or ≥ the minimum tractor length). */
function runGroupings(k: number, width: number, min: TractorMin): number[][] {
  const canChain = width >= Math.max(2, min.width);
  return partitions(k, canChain ? k : 1).filter((p) => p.every((len) => len === 1 || len >= Math.max(2, min.length)));
}

/** Every shape of n cards whose sets are at most `maxWidth` wide. */
function allShapes(n: number, maxWidth: number, min: TractorMin): ShapeUnit[][] {
  const out: ShapeUnit[][] = [];
  for (const parts of partitions(n, maxWidth)) {
    const byWidth = new Map<number, number>();
    for (const p of parts) byWidth.set(p, (byWidth.get(p) ?? 0) + 1);
    let shapes: ShapeUnit[][] = [[]];
    for (const [width, k] of byWidth) {
      if (width === 1) {
        shapes = shapes.map((s) => [...s, ...singles(k)]);
        continue;
      }
      const next: ShapeUnit[][] = [];
      for (const grouping of runGroupings(k, width, min)) {
        const units = grouping.map((length) => ({ width, length }));
        for (const s of shapes) next.push([...s, ...units]);
      }
      shapes = next;
    }
    out.push(...shapes);
  }
  return out;
}

/**
 * The fallbacks of one lead unit under a follow rule, including the unit itself.
 * `onlyTractorsDrawTractors` (rbtying's `OnlyDrawTractorOnTractor`): a unit that is
 * not a tractor never asks for one (only `hierarchy` would: a four of a kind asks
 * for a tractor of two pairs there).
 */
function unitLadder(u: ShapeUnit, rule: LadderRule, min: TractorMin, onlyTractorsDrawTractors: boolean): Shape[] {
  const n = unitSize(u);
  if (rule === "hierarchy") {
    const self = canonicalShape([u]);
    const noNewTractors = onlyTractorsDrawTractors && u.length === 1;
    return allShapes(n, u.width, min)
      .map(canonicalShape)
      .filter((s) => compareShapes(s, self) <= 0 && !(noNewTractors && s.some((x) => x.length > 1)));
  }
  // pagat / eighty: sequences are not required, so a tractor asks for its sets.
  const choices = rule === "pagat" ? [u.width, 1] : Array.from({ length: u.width }, (_, i) => u.width - i).filter((w) => w >= 2 || w === 1);
  let shapes: ShapeUnit[][] = [[]];
  for (let i = 0; i < u.length; i++) {
    const next: ShapeUnit[][] = [];
    for (const s of shapes) for (const w of choices) next.push([...s, ...(w === 1 ? singles(u.width) : [{ width: w, length: 1 }, ...singles(u.width - w)])]);
    shapes = next;
  }
  return shapes.map(canonicalShape);
}

const ladderCache = new Map<string, Shape[]>();

/**
 * The ladder for a lead of these units: every shape a follower might be held
 * to, best first, without repeats. The first shape the follower's suit cards
 * can form is what they must play.
 */
export function ladderFor(lead: Shape, rule: LadderRule, min: TractorMin, onlyTractorsDrawTractors = false): readonly Shape[] {
  const key = `${rule}|${onlyTractorsDrawTractors ? "t" : ""}|${min.width}.${min.length}|${shapeKey(lead)}`;
  const cached = ladderCache.get(key);
  if (cached) return cached;
  let combos = new Map<string, Shape>([["", []]]);
  for (const u of lead) {
    const next = new Map<string, Shape>();
    for (const base of combos.values()) {
      for (const s of unitLadder(u, rule, min, onlyTractorsDrawTractors)) {
        const merged = canonicalShape([...base, ...s]);
        next.set(shapeKey(merged), merged);
      }
    }
    combos = next;
  }
  const ladder = [...combos.values()].sort((a, b) => -compareShapes(a, b));
  ladderCache.set(key, ladder);
  return ladder;
}
