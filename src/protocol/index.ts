/** The table protocol: every frame between a client and a table (client frames in frames.ts; what the table sends in server-frames.ts, as spec values zod-of-spec.ts turns into schemas), the actions inside them (action-schema.ts), the HTTP API's bodies and answers (http-bodies.ts, http-answers.ts), the codes of refusals and closes (error-codes.ts), and a game's history as the HTTP API serves it (records.ts). */
export * from "./action-schema";
export * from "./frames";
export * from "./server-frames";
export * from "./records";
export * from "./http-bodies";
export * from "./http-answers";
export * from "./error-codes";
export * from "./turn-based";
export * from "./push-notices";
export * from "./lobby-frames";
export * from "./display-names";
