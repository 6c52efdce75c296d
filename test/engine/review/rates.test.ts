/**
 * The review tells good play from worse (docs/REVIEW.md): hands played
 * entirely by the strong bot are more often found clean (no decision
 * costing more than 10 points, a ten's worth) than the same deals played
 * entirely by the basic bot, each hand reviewed for its maker (the seat
 * with every kind of decision) with the default budget. A small sample of
 * the benchmark's (bench/review-rates.ts: 40 hands each, the rates stated
 * in docs/REVIEW.md); deterministic, like every review.
 */
import { describe, expect, it } from "vitest";
import { costRates, reviewCosts } from "../../../src/engine/review/sample";

describe("reviews of strong and basic play", () => {
  it("find a strong bot's hand clean more often than a basic bot's (tractor-classic, 8 deals, margin 10)", () => {
    const strong = costRates(reviewCosts("strong", 8, "tractor-classic", 4), 10);
    const basic = costRates(reviewCosts("basic", 8, "tractor-classic", 4), 10);
    expect(strong.reviews).toBe(8);
    expect(strong.clean_rate).toBeGreaterThan(basic.clean_rate);
  }, 240_000);
});
