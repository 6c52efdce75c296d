/**
 * Issue 27, "the table page stays within 60 KB gzipped; the tutorial and
 * the rules pages are their own chunks": the client as `npm run build:web`
 * wrote it (the test command builds it before this suite), measured as the
 * benchmark measures it (bench/web-size.ts). Sizes, not speed: the same
 * sources give the same bytes on any machine.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PAGE_BUDGET, measureWebSize } from "../../bench/web-size";
import { en as learnWords } from "../../web/src/learn/words";

const dist = (file: string) => readFileSync(path.resolve(import.meta.dirname, "../../web/dist", file), "utf8");

describe("what a page costs to load", () => {
  it("the table, replay and embed scripts are each within 60 KB gzipped", () => {
    const size = measureWebSize();
    expect(PAGE_BUDGET).toBe(60 * 1024);
    expect(size.table_page_gzip_bytes).toBeLessThanOrEqual(PAGE_BUDGET);
    expect(size.replay_page_gzip_bytes).toBeLessThanOrEqual(PAGE_BUDGET);
    expect(size.embed_script_gzip_bytes).toBeLessThanOrEqual(PAGE_BUDGET);
    // The chunks exist and are no empty stubs.
    expect(size.rules_chunk_gzip_bytes).toBeGreaterThan(1000);
    expect(size.learn_chunk_gzip_bytes).toBeGreaterThan(1000);
  });

  it("the guided hands are in learn.js, not in the table page's app.js", () => {
    const lead = learnWords.learnLead;
    expect(dist("learn.js")).toContain(lead);
    expect(dist("app.js")).not.toContain(lead);
  });
});
