import { Hono } from "hono";
import type { Env } from "./env";

export const app = new Hono<{ Bindings: Env }>()
  .get("/api/health", (c) => c.json({ ok: true }))
  .get("/api/tables/:id/ws", (c) => {
    const stub = c.env.TABLE.getByName(c.req.param("id"));
    return stub.fetch(c.req.raw);
  });
