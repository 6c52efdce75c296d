/**
 * The structure of a play: sets of identical cards and tractors, and the
 * search that places a wanted structure ("shape") in a pile of cards.
 *
 * A unit is `width` identical cards on each of `length` adjacent levels of
 * one effective suit: a single (1×1), a set (w×1), a tractor (w×L, L ≥ 2).
 * A shape is a multiset of unit sizes without cards: what a lead asks for
 * and what a follower must match.
 */
import type { CardCode } from "../cards";
import { type EffectiveSuit, NO_LEVEL, type TrumpTable } from "./trump";

export interface ShapeUnit {
  readonly width: number;
  readonly length: number;
}
/** Units sorted by `compareShapeUnits` (largest first). */
export type Shape = readonly ShapeUnit[];

export interface Unit extends ShapeUnit {
  /** One code per level, the top level first. */
  readonly codes: readonly CardCode[];
  /** Strength of the top card (what two units of one shape compare by). */
  readonly top: number;
}

/** Smallest tractor: sets of at least `width` cards on at least `length` levels. */
export interface TractorMin {
  readonly width: number;
  readonly length: number;
}

export function unitSize(u: ShapeUnit): number {
  return u.width * u.length;
}

export function isTractor(u: ShapeUnit): boolean {
  return u.length >= 2;
}

/** Larger units first; at equal size tractors first, then wider. */
export function compareShapeUnits(a: ShapeUnit, b: ShapeUnit): number {
  return unitSize(b) - unitSize(a) || b.length - a.length || b.width - a.width;
}

export function canonicalShape(units: readonly ShapeUnit[]): ShapeUnit[] {
  return units.map((u) => ({ width: u.width, length: u.length })).sort(compareShapeUnits);
}

export function shapeKey(shape: Shape): string {
  return shape.map((u) => `${u.width}x${u.length}`).join(",");
}

export function cardsOfUnit(u: Unit): CardCode[] {
  const out: CardCode[] = [];
  for (const c of u.codes) for (let i = 0; i < u.width; i++) out.push(c);
  return out;
}

// ---------------------------------------------------------------------------
// Piles: the cards of one effective suit as counts, with the codes per level.

/** Codes of one effective suit grouped by level (index = level), and the unchainable codes. */
interface SuitLevels {
  readonly byLevel: readonly (readonly CardCode[])[];
  /** All codes of the suit, strongest first. */
  readonly codes: readonly CardCode[];
}

const levelCache = new WeakMap<TrumpTable, SuitLevels[]>();

function suitLevels(t: TrumpTable, suit: EffectiveSuit): SuitLevels {
  let all = levelCache.get(t);
  if (!all) {
    all = [];
    for (let s = 0; s <= 4; s++) {
      const codes: CardCode[] = [];
      for (let c = 0; c < t.suit.length; c++) if (t.suit[c] === s) codes.push(c);
      codes.sort((a, b) => (t.strength[b] ?? 0) - (t.strength[a] ?? 0) || a - b);
      const byLevel: CardCode[][] = [];
      for (const c of codes) {
        const l = t.level[c] ?? NO_LEVEL;
        if (l === NO_LEVEL) continue;
        (byLevel[l] ??= []).push(c);
      }
      all.push({ byLevel, codes });
    }
    levelCache.set(t, all);
  }
  return all[suit] as SuitLevels;
}

/** Mutable counts of a pile of cards of one suit (index = code). */
export type Counts = Uint8Array;

export function countsOf(codes: readonly CardCode[]): Counts {
  const counts = new Uint8Array(54);
  for (const c of codes) counts[c] = (counts[c] ?? 0) + 1;
  return counts;
}

// ---------------------------------------------------------------------------
// Decomposition of a lead: the rule of 004 — the reading with the longest
// component wins; at equal length a tractor beats a set. Applied greedily:
// take the longest component, then the longest of what is left, and so on.
// Remaining ties go to the wider, then the stronger component, so the result
// never depends on the order the cards were given in.

export function decompose(t: TrumpTable, suit: EffectiveSuit, codes: readonly CardCode[], min: TractorMin): Unit[] {
  const counts = countsOf(codes);
  const levels = suitLevels(t, suit);
  let left = codes.length;
  const units: Unit[] = [];
  while (left > 0) {
    let best: Unit | null = null;
    const consider = (u: Unit) => {
      if (
        best === null ||
        unitSize(u) > unitSize(best) ||
        (unitSize(u) === unitSize(best) &&
          (u.length > best.length ||
            (u.length === best.length && (u.width > best.width || (u.width === best.width && u.top > best.top)))))
      ) {
        best = u;
      }
    };
    for (const c of levels.codes) {
      const n = counts[c] ?? 0;
      if (n > 0) consider({ width: n, length: 1, codes: [c], top: t.strength[c] ?? 0 });
    }
    let maxCount = 0;
    for (const c of levels.codes) maxCount = Math.max(maxCount, counts[c] ?? 0);
    for (let w = Math.max(2, min.width); w <= maxCount; w++) {
      // Maximal runs of adjacent levels that each hold a set of w.
      let run: CardCode[] = [];
      const flush = () => {
        if (run.length >= Math.max(2, min.length)) {
          const top = run[0] as CardCode;
          consider({ width: w, length: run.length, codes: run, top: t.strength[top] ?? 0 });
        }
        run = [];
      };
      for (let l = levels.byLevel.length - 1; l >= 0; l--) {
        const at = levels.byLevel[l];
        const pick = at?.find((c) => (counts[c] ?? 0) >= w);
        if (pick === undefined) flush();
        else run.push(pick);
      }
      flush();
    }
    const chosen = best as Unit | null;
    if (chosen === null) break; // unreachable: a non-empty pile always has a set
    units.push(chosen);
    for (const c of chosen.codes) counts[c] = (counts[c] ?? 0) - chosen.width;
    left -= unitSize(chosen);
  }
  return units.sort((a, b) => compareShapeUnits(a, b) || b.top - a.top);
}

// ---------------------------------------------------------------------------
// Placing a shape in a pile.

export interface PlaceOptions {
  /**
   * 001's protection: a pair is never taken out of a triple (the pair would
   * leave a lone card behind). Applies when asking what a hand *could* play.
   */
  readonly protectTriples?: boolean;
  /**
   * rbtying's longer-tuple protection (`protectLongerSets`): a set of w is taken
   * only from a card the pile holds exactly w times (a tractor: on every level).
   * Applies when asking what a hand *could* play.
   */
  readonly protectLonger?: boolean;
}

/** A placement key: placements of identical shape units are tried in descending key order only. */
function placementKey(t: TrumpTable, codes: readonly CardCode[]): number {
  const top = codes[0] as CardCode;
  return (t.level[top] ?? 0) * 4096 + (t.strength[top] ?? 0) * 64 + top;
}

/** Called with each placement; return true to stop the search. */
export type PlacementVisitor = (units: readonly Unit[], rest: Counts) => boolean | void;

/**
 * Visits every way to place the non-single units of `shape` in a pile of
 * cards of `suit`: the placed units (shape order) and what is left of the
 * pile. Singles are what is left over; the caller checks there are enough
 * cards for them. The search works on its own copy of the counts, so the
 * caller's pile is never changed; `units` and `rest` are only valid during
 * the visit. Returns true if the visitor stopped the search.
 *
 * Identical units of the shape are placed in descending order only, so that
 * one placement is not visited once per permutation.
 */
export function forEachPlacement(
  t: TrumpTable,
  suit: EffectiveSuit,
  pile: Counts,
  shape: Shape,
  visit: PlacementVisitor,
  opts: PlaceOptions = {},
): boolean {
  const units: ShapeUnit[] = [];
  for (const u of shape) if (u.width > 1 || u.length > 1) units.push(u);
  const search: Search = {
    t,
    levels: suitLevels(t, suit),
    counts: pile.slice(),
    held: pile,
    units,
    placed: [],
    keys: [],
    chain: [],
    protect: opts.protectTriples === true,
    protectLonger: opts.protectLonger === true,
    visit,
  };
  return go(search, 0);
}

/**
 * The state of one placement search. The search's steps are module-level
 * functions over this record rather than closures: they are called for
 * every follow and trick, and closures would be rebuilt on every call.
 */
interface Search {
  readonly t: TrumpTable;
  readonly levels: SuitLevels;
  readonly counts: Counts;
  /** The pile as given (not changed by the search): what `protectLonger` reads. */
  readonly held: Counts;
  readonly units: readonly ShapeUnit[];
  readonly placed: Unit[];
  readonly keys: number[];
  readonly chain: CardCode[];
  readonly protect: boolean;
  readonly protectLonger: boolean;
  readonly visit: PlacementVisitor;
}

function canTake(s: Search, code: CardCode, w: number): boolean {
  const n = s.counts[code] as number;
  return n >= w && !(s.protect && w === 2 && n - w === 1) && !(s.protectLonger && w >= 2 && s.held[code] !== w);
}

function place(s: Search, i: number, u: ShapeUnit, codes: CardCode[], key: number): boolean {
  s.placed.push({ width: u.width, length: u.length, codes, top: s.t.strength[codes[0] as CardCode] as number });
  s.keys.push(key);
  const stop = go(s, i + 1);
  s.keys.pop();
  s.placed.pop();
  return stop;
}

function extend(s: Search, i: number, u: ShapeUnit, maxKey: number, level: number): boolean {
  if (s.chain.length === u.length) {
    const key = placementKey(s.t, s.chain);
    return key <= maxKey && place(s, i, u, s.chain.slice(), key);
  }
  if (level < 0) return false;
  const at = s.levels.byLevel[level];
  if (at === undefined) return false;
  for (const c of at) {
    if (!canTake(s, c, u.width)) continue;
    s.counts[c] = (s.counts[c] as number) - u.width;
    s.chain.push(c);
    const stop = extend(s, i, u, maxKey, level - 1);
    s.chain.pop();
    s.counts[c] = (s.counts[c] as number) + u.width;
    if (stop) return true;
  }
  return false;
}

function go(s: Search, i: number): boolean {
  if (i === s.units.length) return s.visit(s.placed, s.counts) === true;
  const u = s.units[i] as ShapeUnit;
  const prev = i > 0 ? (s.units[i - 1] as ShapeUnit) : null;
  const maxKey = prev && prev.width === u.width && prev.length === u.length ? (s.keys[i - 1] as number) : Infinity;
  if (u.length === 1) {
    for (const c of s.levels.codes) {
      if (!canTake(s, c, u.width)) continue;
      const key = (s.t.level[c] as number) * 4096 + (s.t.strength[c] as number) * 64 + c;
      if (key > maxKey) continue;
      s.counts[c] = (s.counts[c] as number) - u.width;
      const stop = place(s, i, u, [c], key);
      s.counts[c] = (s.counts[c] as number) + u.width;
      if (stop) return true;
    }
    return false;
  }
  // A chain of u.length levels, top level first.
  for (let top = s.levels.byLevel.length - 1; top >= u.length - 1; top--) {
    s.chain.length = 0;
    if (extend(s, i, u, maxKey, top)) return true;
  }
  return false;
}

/**
 * A quick necessary condition for placing a shape: for every set size w it
 * asks for, the pile holds enough sets of at least w cards. Most shapes a
 * hand cannot form fail here without a search. It must never refuse what
 * the search would find, so it ignores 001's protection of triples (a
 * triple that may not give a pair can still be the shape's triple) and the
 * protection of longer sets: the search applies those rules exactly.
 */
function enoughSets(counts: Counts, shape: Shape): boolean {
  for (const target of shape) {
    const w = target.width;
    if (w === 1) continue;
    let need = 0;
    for (const u of shape) if (u.width >= w) need += u.length;
    let have = 0;
    for (let c = 0; c < counts.length; c++) have += Math.floor((counts[c] as number) / w);
    if (have < need) return false;
  }
  return true;
}

const stopAtFirst = () => true;

/** Cards in a pile. */
export function pileSize(counts: Counts): number {
  let n = 0;
  for (let c = 0; c < counts.length; c++) n += counts[c] ?? 0;
  return n;
}

/** True if the pile holds the non-single units of `shape` (and enough cards for its singles). */
export function canPlace(t: TrumpTable, suit: EffectiveSuit, counts: Counts, shape: Shape, opts: PlaceOptions = {}): boolean {
  let need = 0;
  for (const u of shape) need += unitSize(u);
  if (pileSize(counts) < need) return false;
  let multi = false;
  for (const u of shape) if (u.width > 1 || u.length > 1) multi = true;
  if (!multi) return true; // only loose cards asked for, and there are enough
  if (!enoughSets(counts, shape)) return false;
  return forEachPlacement(t, suit, counts, shape, stopAtFirst, opts);
}

/** The codes of a pile, one entry per card. */
export function codesIn(counts: Counts): CardCode[] {
  const out: CardCode[] = [];
  for (let c = 0; c < counts.length; c++) for (let i = 0; i < (counts[c] ?? 0); i++) out.push(c);
  return out;
}
