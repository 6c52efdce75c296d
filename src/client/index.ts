/** The typed protocol client: used by the web client, tests, bots over the wire and benchmarks. */
export { TableClient } from "./table-client";
export type { ActAnswer, Status, TableClientOptions } from "./table-client";
export { Api, ApiError } from "./http";
export type { CreatedTable, GameListing, GameRecord, NewTable } from "./http";
export { connectTo, opened } from "./socket";
export type { Connect, SocketLike } from "./socket";
export { playAsBot } from "./bot-player";
