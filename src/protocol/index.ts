/** The table protocol: every frame between a client and a table (frames.ts) and the actions inside them (actions.ts). */
export * from "./actions";
export * from "./frames";
