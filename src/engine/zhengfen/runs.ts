/**
 * Generated runs: sequences of pairs, triples and quartets (E, F, G) and suit
 * sequences (I), jokers filling gaps. See candidates.ts for what a shape is.
 */
import type { ZhengFenCategory } from "./combos";
import { takeJokers, takeRank } from "./hand-index";
import type { Candidate, HandIndex, Want } from "./hand-index";
import { codeAt, LOWEST, RANK_SLOTS, TWO } from "./ranks";

/**
 * E, F, G: runs of three or more ranks with `width` cards each. A shape is
 * placed on its highest window: its lowest rank holds a real card, or the
 * window ends at the 2. Inside a window every way of letting spare jokers
 * replace real cards is a shape of its own; those come in a second pass,
 * after every run that spends no joker it does not need.
 */
export function runs(ix: HandIndex, width: number, category: ZhengFenCategory, want: Want, out: Candidate[], cap: number): void {
  const jokers = ix.wild.length;
  const used = new Uint8Array(RANK_SLOTS);
  let emitted = 0;
  let secondPass = false;
  const emit = (lo: number, hi: number): void => {
    const codes: number[] = [];
    let wild = 0;
    for (let r = lo; r <= hi; r++) {
      const m = used[r] as number;
      takeRank(codes, ix, r, m);
      wild += width - m;
    }
    takeJokers(codes, ix, wild);
    out.push({ category, rank: hi, length: (hi - lo + 1) * width, codes });
    emitted++;
  };
  const spread = (lo: number, hi: number, r: number, budget: number, replaced: number): void => {
    if (emitted >= cap) return;
    if (r > hi) {
      if (secondPass === replaced > 0) emit(lo, hi);
      return;
    }
    const avail = Math.min(width, ix.counts[r] as number);
    let least = Math.max(0, avail - budget);
    if (r === lo && hi !== TWO) least = Math.max(least, 1);
    for (let m = avail; m >= least; m--) {
      used[r] = m;
      spread(lo, hi, r + 1, budget - (avail - m), replaced + avail - m);
    }
  };
  for (const pass of [false, true]) {
    secondPass = pass;
    for (let lo = LOWEST; lo <= TWO - 2; lo++) {
      let deficit = 0;
      for (let hi = lo; hi <= TWO; hi++) {
        deficit += width - Math.min(width, ix.counts[hi] as number);
        if (deficit > jokers) break;
        const units = hi - lo + 1;
        if (units < 3) continue;
        if ((ix.counts[lo] as number) === 0 && hi !== TWO) continue;
        if (pass && deficit === jokers) continue; // no joker to spare
        if (!want(category, hi, units * width)) continue;
        spread(lo, hi, lo, pass ? jokers - deficit : 0, 0);
      }
    }
  }
}

/**
 * I: five or more cards of one suit in sequence, jokers filling gaps; in a
 * second pass, spare jokers also replacing cards. The same shape in another
 * suit is the same candidate.
 */
export function suitRuns(ix: HandIndex, want: Want, out: Candidate[], cap: number): void {
  const jokers = ix.wild.length;
  const seen = new Set<number>();
  const present: number[] = [];
  // Ranks held in each suit, as bit masks (bit r − 3).
  const masks = [0, 1, 2, 3].map((suit) => {
    let m = 0;
    for (let r = LOWEST; r <= TWO; r++) if ((ix.suitCounts[suit * RANK_SLOTS + r] as number) > 0) m |= 1 << (r - LOWEST);
    return m;
  });
  const scan = (suit: number, replace: boolean): void => {
    const held = masks[suit] as number;
    const has = (r: number): boolean => (held & (1 << (r - LOWEST))) !== 0;
    for (let lo = LOWEST; lo <= TWO - 4; lo++) {
      let missing = 0;
      for (let hi = lo; hi <= TWO; hi++) {
        if (!has(hi)) missing++;
        if (missing > jokers) break;
        const length = hi - lo + 1;
        if (length < 5) continue;
        const keepLow = hi !== TWO; // the window must be the shape's highest
        if (keepLow && !has(lo)) continue;
        if (!want("I", hi, length)) continue;
        const window = ((1 << length) - 1) << (lo - LOWEST);
        // Real cards that a spare joker may replace.
        present.length = 0;
        for (let r = lo; r <= hi; r++) if (has(r) && !(keepLow && r === lo)) present.push(r);
        const drop = (from: number, budget: number, kept: number): void => {
          if (seen.size >= cap) return;
          // A set of ranks an earlier suit also holds in this window was
          // explored there, and so was everything dropped from it.
          for (let s = 0; s < suit; s++) if ((kept & ~((masks[s] as number) & window)) === 0) return;
          const key = kept * 16 + length;
          if (!seen.has(key)) {
            seen.add(key);
            const codes: number[] = [];
            for (let r = lo; r <= hi; r++) if (kept & (1 << (r - LOWEST))) codes.push(codeAt(suit, r));
            takeJokers(codes, ix, length - codes.length);
            out.push({ category: "I", rank: hi, length, codes });
          }
          if (budget === 0) return;
          for (let i = from; i < present.length; i++) {
            drop(i + 1, budget - 1, kept & ~(1 << ((present[i] as number) - LOWEST)));
          }
        };
        drop(0, replace ? jokers - missing : 0, held & window);
      }
    }
  };
  for (let suit = 0; suit < 4; suit++) scan(suit, false);
  for (let suit = 0; suit < 4; suit++) scan(suit, true);
}

