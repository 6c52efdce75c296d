/**
 * 000's "strict subset" following (a variant in 000's variants section):
 * "leading a set of cards or a sequence sets forces other players to follow
 * with subset of the pattern that was led if they cannot play the full
 * pattern".
 *
 * A part of the lead's pattern is what is left of it once cards are taken
 * away, one step at a time:
 * - a card off every level of a unit: a triple becomes a pair and a loose
 *   card; 8-8-8-9-9-9 becomes 8-8-9-9 and two loose cards (the sequence
 *   stays);
 * - a tractor cut between two levels: 8-8-9-9 becomes two pairs (the
 *   sequence goes).
 * Every other way of taking cards away is a series of these steps, as far as
 * shapes can say (they have no tractor of mixed widths such as 8-8-8-9-9).
 * A part never has more sets than the lead: three pairs are not a part of
 * 8-8-8-9-9-9, which has two ranks. That is the difference from the online
 * site's order (`hierarchy`, ladder.ts), where any lower shape of the same
 * size counts.
 *
 * Parts are ordered only by containment. A follower must play a part that
 * no part they could form contains, and any such part will do: the seed
 * ranks a four-card tractor above two pairs, two pairs above one pair, and a
 * pair above loose cards, but never a triple and a pair against a tractor of
 * pairs (neither contains the other).
 */
import { compareShapes } from "./ladder";
import type { EffectiveSuit, TrumpTable } from "./trump";
import { type Counts, type PlaceOptions, type Shape, type ShapeUnit, type TractorMin, canPlace, canonicalShape, shapeKey } from "./units";

interface Parts {
  /** Every part of the lead's pattern, the lead first; each after all the parts that contain it. */
  readonly shapes: readonly Shape[];
  /** parents[i]: the parts one step above shapes[i], as indices into `shapes`. */
  readonly parents: readonly (readonly number[])[];
}

/** `width` identical cards on each of `length` adjacent levels, as units: a tractor where one may form. */
function run(width: number, length: number, min: TractorMin): ShapeUnit[] {
  const chains = width > 1 && width >= min.width && length >= Math.max(2, min.length);
  return chains ? [{ width, length }] : Array.from({ length }, () => ({ width, length: 1 }));
}

/** The parts one step below a unit (see the file comment). */
function unitSteps(u: ShapeUnit, min: TractorMin): ShapeUnit[][] {
  const out: ShapeUnit[][] = [];
  if (u.width > 1) out.push([...run(u.width - 1, u.length, min), ...run(1, u.length, min)]);
  for (let a = 1; a <= u.length / 2; a++) out.push([...run(u.width, a, min), ...run(u.width, u.length - a, min)]);
  return out;
}

const partsCache = new Map<string, Parts>();

function partsOf(lead: Shape, min: TractorMin): Parts {
  const key = `${min.width}.${min.length}|${shapeKey(lead)}`;
  const cached = partsCache.get(key);
  if (cached) return cached;
  const found = new Map<string, { shape: Shape; parents: Set<string> }>([[shapeKey(lead), { shape: lead, parents: new Set() }]]);
  const queue: Shape[] = [lead];
  for (let q = 0; q < queue.length; q++) {
    const shape = queue[q] as Shape;
    const from = shapeKey(shape);
    shape.forEach((u, i) => {
      for (const step of unitSteps(u, min)) {
        const child = canonicalShape([...shape.slice(0, i), ...shape.slice(i + 1), ...step]);
        const k = shapeKey(child);
        let entry = found.get(k);
        if (!entry) {
          entry = { shape: child, parents: new Set() };
          found.set(k, entry);
          queue.push(child);
        }
        entry.parents.add(from);
      }
    });
  }
  // Each step orders strictly lower (ladder.ts): it shrinks sets or shortens a sequence. So this order puts
  // every part after the parts containing it.
  const entries = [...found.entries()].sort((a, b) => -compareShapes(a[1].shape, b[1].shape));
  const index = new Map(entries.map(([k], i) => [k, i]));
  const parts: Parts = {
    shapes: entries.map(([, e]) => e.shape),
    parents: entries.map(([, e]) => [...e.parents].map((p) => index.get(p) as number)),
  };
  partsCache.set(key, parts);
  return parts;
}

/**
 * The largest parts of the lead's pattern that a pile of cards can form,
 * largest first by the general order of shapes. A pile that forms a part
 * forms every part below it, so a part is largest when the pile forms it
 * and none of the parts one step above.
 */
export function largestParts(t: TrumpTable, suit: EffectiveSuit, pile: Counts, lead: Shape, min: TractorMin, opts: PlaceOptions = {}): Shape[] {
  const { shapes, parents } = partsOf(lead, min);
  const formed: boolean[] = [];
  const out: Shape[] = [];
  shapes.forEach((shape, i) => {
    const underFormed = (parents[i] as readonly number[]).some((p) => formed[p] === true);
    formed[i] = underFormed || canPlace(t, suit, pile, shape, opts);
    if (formed[i] && !underFormed) out.push(shape);
  });
  return out;
}
