/**
 * One definition of each shape (STYLE.md §8): a frame, an action and an
 * HTTP body are each written once, as a value (a spec in the engine's
 * language, or a zod schema in src/protocol), and every type of them is
 * inferred from that value; nothing ties two definitions together after
 * the fact; nothing casts data from the network to one of them. The same as
 * a grep would find it, over src and web/src.
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(path.join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [path.join(dir, e.name)] : [],
  );
}

const files = [...sources(path.join(ROOT, "src")), ...sources(path.join(ROOT, "web/src"))].map((f) => ({
  file: path.relative(ROOT, f).split(path.sep).join("/"),
  text: readFileSync(f, "utf8"),
}));

/** Every line matching `re`, as "file:line: text". */
function grep(re: RegExp, where: (file: string) => boolean = () => true): string[] {
  return files.filter((f) => where(f.file)).flatMap((f) => f.text.split("\n").flatMap((line, i) => (re.test(line) ? [`${f.file}:${i + 1}: ${line.trim()}`] : [])));
}

/** The shapes that cross the wire or reach the engine from outside: frames, actions, bodies and what they hold. */
const WIRE_SHAPES = [
  "ServerFrame", "ClientFrame", "TableSummary", "SeatInfo", "TableSettings", "PracticeOf", "TablePhase",
  "ShengjiSeatAction", "ShengjiTableAction", "ZhengFenAction", "FriendCall", "NewTable", "NewPractice", "PlayNowRequest",
];

describe("one definition of each shape", () => {
  it("finds the sources", () => {
    expect(files.length).toBeGreaterThan(200);
  });

  it("a frame, an action or a body is never written out as a type: each is inferred from its one value", () => {
    const names = WIRE_SHAPES.join("|");
    const declared = grep(new RegExp(`^\\s*(export\\s+)?(interface\\s+(${names})\\b|type\\s+(${names})\\s*=\\s*(\\{|\\||$))`));
    expect(declared).toEqual([]);
    // And each is inferred once, from a value of the protocol or the engine (the client derives its bodies from the routes).
    for (const name of WIRE_SHAPES) {
      const from = grep(new RegExp(`^\\s*export\\s+type\\s+${name}\\s*=\\s*(Infer|z\\.infer)<`));
      expect(from, name).toHaveLength(1);
      expect(from[0], name).toMatch(/^src\/(protocol|engine)\//);
    }
  });

  it("schemas are written with zod only in src/protocol (elsewhere zod is at most a type)", () => {
    expect(grep(/^\s*import\s+(?!type\b)[^;]*from\s+["']zod["']/, (f) => !f.startsWith("src/protocol/"))).toEqual([]);
    expect(grep(/\bz\.(strictObject|object|discriminatedUnion|union|array|string|number|enum)\(/, (f) => !f.startsWith("src/protocol/"))).toEqual([]);
  });

  it("no compile-time tie between two definitions of one shape remains", () => {
    expect(grep(/\bagree\s*</)).toEqual([]);
  });

  it("nothing from the network is cast to a frame, an action, a body or an answer", () => {
    const shapes = [...WIRE_SHAPES, "SeatAction", "GameAction", "LobbyFrame", "CreatedTable", "CreatedPractice", "PushKey", "HttpErrorBody", "PlayNow"].join("|");
    const casts = grep(new RegExp(`\\bas\\s+(${shapes})\\b`), (f) => f.startsWith("src/client/") || f.startsWith("web/src/"));
    // The lobby page's socket still takes its frames' type on trust (its list is a type only: src/protocol/lobby-frames.ts).
    expect(casts.filter((c) => !c.startsWith("web/src/start/lobby-feed.ts:"))).toEqual([]);
  });

  it("the web client calls the HTTP API only through the client library, whose calls are typed by the routes", () => {
    expect(grep(/\bfetch\(\s*[`"']\/api\//, (f) => f.startsWith("web/src/"))).toEqual([]);
    expect(grep(/["'`]\/api\/(tables|practice|play|push|games)/, (f) => f.startsWith("src/client/") && f !== "src/client/http.ts")).toEqual([]);
  });
});
