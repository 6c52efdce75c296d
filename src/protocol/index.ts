/** The table protocol: every frame between a client and a table (frames.ts), the actions inside them (actions.ts), the codes of refusals and closes (errors.ts), and a game's history as the HTTP API serves it (history.ts). */
export * from "./actions";
export * from "./frames";
export * from "./history";
export * from "./errors";
export * from "./turn-based";
export * from "./push";
export * from "./lobby";
export * from "./names";
