/**
 * judgeTrick per call on realistic tricks: deals from a seeded shuffle, a
 * random lead (singles, sets, tractors, or throws of top components), every
 * follower a random legal follow.
 */
import { type CardCode, cardOf, makeDeck, parseCard } from "../src/engine/cards";
import { type JudgeTrickInput, judgeTrick } from "../src/engine";
import { PRESET_TRICK_RULES, type ShengjiPreset } from "../src/engine/presets";
import { legalFollows } from "../src/engine/shengji/follow";
import { checkThrow, readLead } from "../src/engine/shengji/trick";
import { trumpTable } from "../src/engine/shengji/trump";
import { cardsOfUnit, decompose } from "../src/engine/shengji/units";
import { randomInt, rngFor, shuffled, type Rng } from "../src/engine/random";
import { summarize, timeEach } from "./stats";

export interface Workload {
  preset: ShengjiPreset;
  players: number;
  packs: number;
  handSize: number;
  throws: boolean;
}

export function makeTricks(w: Workload, count: number, seed: string): JudgeTrickInput[] {
  const rules = PRESET_TRICK_RULES[w.preset];
  const out: JudgeTrickInput[] = [];
  let attempt = 0;
  while (out.length < count) {
    const rng: Rng = rngFor(seed, `trick:${attempt++}`);
    const deck = shuffled(makeDeck({ packs: w.packs, bigJokers: w.packs, littleJokers: w.packs }), rng).map(parseCard);
    const hands: CardCode[][] = Array.from({ length: w.players }, (_, i) => deck.slice(i * w.handSize, (i + 1) * w.handSize));
    const spec = { rank: randomInt(rng, 2, 14), suit: (["S", "H", "D", "C"] as const)[randomInt(rng, 0, 3)] ?? "S" };
    const t = trumpTable(spec, rules.trumpTractors);
    const leader = hands[0] as CardCode[];
    const suit = t.suit[leader[randomInt(rng, 0, leader.length - 1)] as CardCode] as 0;
    const units = decompose(t, suit, leader.filter((c) => t.suit[c] === suit), rules.tractorMin);
    let leadCards: CardCode[];
    if (w.throws) {
      // Several of the suit's components at once: the strongest first, as a player would throw.
      const k = Math.min(units.length, randomInt(rng, 2, 4));
      leadCards = [...units].sort((a, b) => b.top - a.top).slice(0, k).flatMap(cardsOfUnit);
      if (k < 2) continue;
    } else {
      leadCards = cardsOfUnit(units[randomInt(rng, 0, units.length - 1)] as (typeof units)[number]);
    }
    const lead = readLead(t, rules, leadCards);
    if ("code" in lead) continue;
    const failed = checkThrow(t, rules, lead, hands.slice(1));
    const effective = failed ? readLead(t, rules, failed.forced) : lead;
    if ("code" in effective) continue;
    const plays: CardCode[][] = [leadCards];
    for (let i = 1; i < w.players; i++) {
      const options = legalFollows(t, rules, effective, hands[i] as CardCode[], 200).plays;
      plays.push(options[randomInt(rng, 0, options.length - 1)] as CardCode[]);
    }
    out.push({
      preset: w.preset,
      trump: { rank: spec.rank, suit: spec.suit },
      decks: w.packs,
      hands: hands.map((h) => h.map(cardOf)),
      plays: plays.map((p) => p.map(cardOf)),
    });
  }
  return out;
}

export function benchJudgeTrick() {
  const run = (w: Workload) => {
    const tricks = makeTricks(w, 1500, `bench-${w.players}-${w.packs}-${w.throws}`);
    const s = summarize(timeEach(tricks, judgeTrick));
    return { median_us: s.median, p99_us: s.p99, calls: s.samples };
  };
  return {
    "4p_2d": run({ preset: "shengji-online", players: 4, packs: 2, handSize: 25, throws: false }),
    "12p_4d_throws": run({ preset: "zpy-online", players: 12, packs: 4, handSize: 17, throws: true }),
    "12p_4d_throws_pagat": run({ preset: "zpy-pagat", players: 12, packs: 4, handSize: 17, throws: true }),
  };
}
