/**
 * The Worker (Hono): the HTTP API (api.ts) on the ports the bindings give
 * (live-ports.ts), the one error mapper, and the web client's pages. Tables
 * live in Durable Objects; this layer checks requests, makes tables,
 * forwards sockets and reads history.
 */
import { Hono } from "hono";
import { isPresetName } from "../../engine";
import { newId } from "../identity/ids";
import { api } from "./api";
import type { Env } from "./env";
import { onError } from "./http-error";
import { livePorts } from "./live-ports";
import type { ApiEnv } from "./ports";

/**
 * The web client's pages other than the start page (a file): a table, a
 * replay of a game or of one of its hands, the guided hands (/learn and
 * /learn/<game>), a game's rules ("How to play", /rules/:preset, for the
 * presets there are) (web/src/route.ts). Any other path that is no file is
 * not found.
 */
const PAGE = /^\/(?:t\/[A-Za-z0-9_-]{1,64}|g\/[A-Za-z0-9_-]{1,64}(?:\/[1-9][0-9]{0,3})?|learn(?:\/(?:tractor|zhao-pengyou|zheng-fen))?|rules\/([a-z0-9-]{1,40}))\/?$/;

function isPage(path: string): boolean {
  const m = PAGE.exec(path);
  return m !== null && (m[1] === undefined || isPresetName(m[1]));
}

export interface AppDeps {
  readonly newTableId?: () => string;
}

export function makeApp(deps: AppDeps = {}) {
  const newTableId = deps.newTableId ?? (() => newId());
  return (
    new Hono<{ Bindings: Env } & ApiEnv>()
      .onError(onError)
      .use("/api/*", async (c, next) => {
        c.set("ports", livePorts(c.env, c.req.raw, newTableId));
        await next();
      })
      .route("/", api)
      // The page itself is the start page's file: the web client reads the path.
      .get("*", (c) => (isPage(c.req.path) ? c.env.ASSETS.fetch(new Request(new URL("/", c.req.url), c.req.raw)) : c.text("Not found.", 404)))
      .all("*", (c) => c.text("Not found.", 404))
  );
}

export const app = makeApp();
export type App = typeof app;
