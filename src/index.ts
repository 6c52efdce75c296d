import { app } from "./server/worker/app";

export { Table } from "./server/table/table-object";
export { Lobby } from "./server/lobby/lobby-object";
export default app;
