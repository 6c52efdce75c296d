/** The table protocol: every frame between a client and a table (frames.ts), the actions inside them (action-schema.ts), the codes of refusals and closes (error-codes.ts), and a game's history as the HTTP API serves it (records.ts). */
export * from "./action-schema";
export * from "./frames";
export * from "./records";
export * from "./error-codes";
export * from "./turn-based";
export * from "./push-notices";
export * from "./lobby-frames";
export * from "./display-names";
