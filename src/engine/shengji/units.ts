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

export function shapeOf(units: readonly ShapeUnit[]): Shape {
  return canonicalShape(units);
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
}

/** A placement key: placements of identical shape units are tried in descending key order only. */
function placementKey(t: TrumpTable, codes: readonly CardCode[]): number {
  const top = codes[0] as CardCode;
  return (t.level[top] ?? 0) * 4096 + (t.strength[top] ?? 0) * 64 + top;
}

/**
 * Every way to place the non-single units of `shape` in a pile of cards of
 * `suit`, each yielded as the placed units (shape order) and what is left of
 * the pile. Singles are what is left over; the caller checks there are
 * enough cards for them. The search works on its own copy of the counts, so
 * stopping early leaves the caller's pile intact; `rest` is only valid until
 * the next placement is asked for.
 */
export function* placements(
  t: TrumpTable,
  suit: EffectiveSuit,
  pile: Counts,
  shape: Shape,
  opts: PlaceOptions = {},
): Generator<{ units: Unit[]; rest: Counts }> {
  const levels = suitLevels(t, suit);
  const counts = pile.slice();
  const units = shape.filter((u) => u.width > 1 || u.length > 1);
  const placed: Unit[] = [];
  const keys: number[] = [];

  const canTake = (code: CardCode, w: number) => {
    const n = counts[code] ?? 0;
    if (n < w) return false;
    return !(opts.protectTriples && w === 2 && n - w === 1);
  };

  function* go(i: number): Generator<{ units: Unit[]; rest: Counts }> {
    if (i === units.length) {
      yield { units: placed.slice(), rest: counts };
      return;
    }
    const u = units[i] as ShapeUnit;
    const prev = i > 0 ? (units[i - 1] as ShapeUnit) : null;
    const maxKey = prev && prev.width === u.width && prev.length === u.length ? (keys[i - 1] as number) : Infinity;
    if (u.length === 1) {
      for (const c of levels.codes) {
        if (!canTake(c, u.width)) continue;
        const key = placementKey(t, [c]);
        if (key > maxKey) continue;
        counts[c] = (counts[c] ?? 0) - u.width;
        placed.push({ width: u.width, length: 1, codes: [c], top: t.strength[c] ?? 0 });
        keys.push(key);
        yield* go(i + 1);
        keys.pop();
        placed.pop();
        counts[c] = (counts[c] ?? 0) + u.width;
      }
      return;
    }
    // A chain of u.length levels, top level first.
    const chain: CardCode[] = [];
    function* extend(level: number): Generator<{ units: Unit[]; rest: Counts }> {
      if (chain.length === u.length) {
        const key = placementKey(t, chain);
        if (key > maxKey) return;
        const top = chain[0] as CardCode;
        placed.push({ width: u.width, length: u.length, codes: chain.slice(), top: t.strength[top] ?? 0 });
        keys.push(key);
        yield* go(i + 1);
        keys.pop();
        placed.pop();
        return;
      }
      if (level < 0) return;
      for (const c of levels.byLevel[level] ?? []) {
        if (!canTake(c, u.width)) continue;
        counts[c] = (counts[c] ?? 0) - u.width;
        chain.push(c);
        yield* extend(level - 1);
        chain.pop();
        counts[c] = (counts[c] ?? 0) + u.width;
      }
    }
    for (let top = levels.byLevel.length - 1; top >= u.length - 1; top--) {
      chain.length = 0;
      yield* extend(top);
    }
  }
  yield* go(0);
}

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
  for (const _ of placements(t, suit, counts, shape, opts)) return true;
  return false;
}

/** The codes of a pile, one entry per card. */
export function codesIn(counts: Counts): CardCode[] {
  const out: CardCode[] = [];
  for (let c = 0; c < counts.length; c++) for (let i = 0; i < (counts[c] ?? 0); i++) out.push(c);
  return out;
}
