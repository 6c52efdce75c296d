/**
 * The client library's calls held against the Worker's routes through the
 * type system: this file does not compile (npm run typecheck) if the client
 * sends a body a route would not accept, calls a route the app does not
 * have, or says an answer is other than what the route answers. At run
 * time it only checks that the calls reach the paths it says.
 */
import type { ExtractSchema } from "hono/types";
import type { JSONParsed } from "hono/utils/types";
import { describe, expect, expectTypeOf, it } from "vitest";
import { Api, type ApiPath, type BodyOf, pushKey } from "../../src/client/http";
import type { CreatedPractice, CreatedTable, GameListing, GameRecord, LobbyTable, NewPractice, NewTable, PlayNow, PlayNowRequest } from "../../src/protocol";
import type { Api as Routes } from "../../src/server/worker/api";
import type { App } from "../../src/server/worker/app";

type Schema = ExtractSchema<Routes>;
/** What route `P` answers to `M` when it succeeds, as the route declares it. */
type Answer<P extends keyof Schema, M extends keyof Schema[P]> = Success<Schema[P][M]>;
type Success<E> = E extends { output: infer O; status: infer S } ? (200 extends S ? O : 201 extends S ? O : never) : never;
/** What a client method resolves to. */
type Gives<F> = F extends (...args: never[]) => Promise<infer T> ? T : never;

describe("the client's calls and the app's routes", () => {
  it("send the bodies the routes' validators take: the protocol's, written once", () => {
    expectTypeOf<Parameters<Api["createTable"]>[0]>().toEqualTypeOf<NewTable>();
    expectTypeOf<Parameters<Api["practice"]>[0]>().toEqualTypeOf<NewPractice>();
    expectTypeOf<Parameters<Api["playNow"]>[0]>().toEqualTypeOf<PlayNowRequest>();
    expectTypeOf<BodyOf<"/api/tables">>().toEqualTypeOf<NewTable>();
    // A body the app would refuse does not compile.
    const api = new Api("http://x", () => Promise.reject(new Error("not called")));
    // @ts-expect-error an unknown field
    void api.createTable({ game: "zpy-80", surprise: 1 }).catch(() => undefined);
    // @ts-expect-error `game` is required
    void api.createTable({ players: 6 }).catch(() => undefined);
    // @ts-expect-error a setting that is no setting
    void api.createTable({ game: "zpy-80", settings: { dealMs: 0, speed: 2 } }).catch(() => undefined);
    // @ts-expect-error `step` and `seat` are required
    void api.practice({ gameId: "g", hand: 0 }).catch(() => undefined);
    // @ts-expect-error a language the route does not take
    void api.playNow({ game: "zpy-80", lang: "fr" }).catch(() => undefined);
  });

  it("say each answer is what the route answers (JSON-parsed)", () => {
    expectTypeOf<JSONParsed<Gives<Api["createTable"]>>>().toEqualTypeOf<Answer<"/api/tables", "$post">>();
    expectTypeOf<JSONParsed<Gives<Api["practice"]>>>().toEqualTypeOf<Answer<"/api/practice", "$post">>();
    expectTypeOf<JSONParsed<Gives<Api["playNow"]>>>().toEqualTypeOf<Answer<"/api/play", "$post">>();
    expectTypeOf<JSONParsed<Gives<Api["publicTables"]>>>().toEqualTypeOf<Answer<"/api/tables", "$get">>();
    expectTypeOf<JSONParsed<Gives<Api["tableGames"]>>>().toEqualTypeOf<Answer<"/api/tables/:id/games", "$get">>();
    expectTypeOf<JSONParsed<Gives<Api["game"]>>>().toEqualTypeOf<Answer<"/api/games/:gameId", "$get">>();
    expectTypeOf<JSONParsed<Gives<typeof pushKey>>>().toEqualTypeOf<Answer<"/api/push", "$get">>();
    expectTypeOf<Gives<Api["createTable"]>>().toEqualTypeOf<CreatedTable>();
    expectTypeOf<Gives<Api["practice"]>>().toEqualTypeOf<CreatedPractice>();
    expectTypeOf<Gives<Api["playNow"]>>().toEqualTypeOf<PlayNow>();
    expectTypeOf<Gives<Api["publicTables"]>>().toEqualTypeOf<{ tables: LobbyTable[] }>();
    expectTypeOf<Gives<Api["tableGames"]>>().toEqualTypeOf<{ games: GameListing[] }>();
    expectTypeOf<Gives<Api["game"]>>().toEqualTypeOf<GameRecord>();
  });

  it("are the Worker's own: the app serves exactly the API's routes (and its pages)", () => {
    type AppSchema = ExtractSchema<App>;
    expectTypeOf<Exclude<keyof AppSchema, "*">>().toEqualTypeOf<keyof Schema>();
    expectTypeOf<AppSchema["/api/tables"]>().toEqualTypeOf<Schema["/api/tables"]>();
    expectTypeOf<AppSchema["/api/practice"]>().toEqualTypeOf<Schema["/api/practice"]>();
    expectTypeOf<AppSchema["/api/play"]>().toEqualTypeOf<Schema["/api/play"]>();
    expectTypeOf<AppSchema["/api/tables/:id/games"]>().toEqualTypeOf<Schema["/api/tables/:id/games"]>();
    expectTypeOf<AppSchema["/api/games/:gameId"]>().toEqualTypeOf<Schema["/api/games/:gameId"]>();
    expectTypeOf<"/api/tables" | "/api/practice" | "/api/play" | "/api/tables/:id" | "/api/tables/:id/games" | "/api/games/:gameId" | "/api/tables/:id/ws">().toExtend<ApiPath>();
  });

  it("reach the paths they say", async () => {
    const seen: string[] = [];
    const api = new Api("https://pengyou.test", async (url, init) => {
      seen.push(`${init?.method ?? "GET"} ${url} ${init?.body ?? ""}`);
      return Response.json({ tables: [], games: [] });
    });
    await api.createTable({ game: "zpy-80", players: 6 });
    await api.publicTables();
    await api.tableGames("a b");
    await api.game("g1");
    expect(seen).toEqual([
      'POST https://pengyou.test/api/tables {"game":"zpy-80","players":6}',
      "GET https://pengyou.test/api/tables?public=1 ",
      "GET https://pengyou.test/api/tables/a%20b/games ",
      "GET https://pengyou.test/api/games/g1 ",
    ]);
    expect(api.socketUrl("t1")).toBe("wss://pengyou.test/api/tables/t1/ws");
  });

  it("turn a refusal into an ApiError with its field, and an answer that is no refusal into a plain one", async () => {
    const refusing = (body: unknown) => new Api("https://x.test", async () => Response.json(body, { status: 400 }));
    await expect(refusing({ error: { code: "bad-request", message: "players: too many", field: "players" } }).createTable({ game: "zpy-80" })).rejects.toMatchObject({
      status: 400, code: "bad-request", field: "players",
    });
    await expect(refusing({ error: "nope" }).createTable({ game: "zpy-80" })).rejects.toMatchObject({ status: 400, code: "http" });
  });
});
