/**
 * Stands in for zod in the web bundle. The engine's modules declare their
 * wire schemas at load time, but the table page never validates anything
 * (the server does), and zod would triple the page's size. Every schema
 * call returns this stub; asking it to parse throws, so a page that came to
 * rely on validation would fail loudly instead of accepting anything.
 * The replay page, which runs whole games through `applyAction`, is built
 * with the real zod (scripts/build-web.mjs).
 */
const refuse = (): never => {
  throw new Error("zod is not part of the table page: validation belongs to the server");
};
const PARSERS = new Set(["parse", "safeParse", "parseAsync", "safeParseAsync", "spa", "decode", "encode"]);

const stub: unknown = new Proxy(function zodStub() {}, {
  get: (_target, prop) => (typeof prop === "string" && PARSERS.has(prop) ? refuse : prop === "then" ? undefined : stub),
  apply: () => stub,
});

export const z = stub;
export default stub;
